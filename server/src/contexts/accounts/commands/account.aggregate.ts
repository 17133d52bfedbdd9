import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { AccountEvent } from '../domain/account.events';
import { evolveAccount, initialAccountState, type AccountState } from '../domain/account.state';

/** Streams `account-<accountId>`, stored under the account's own id. */
export const accountAggregate = defineAggregate<AccountState, AccountEvent>({
  type: 'account',
  initialState: initialAccountState,
  evolve: (state, event) => evolveAccount(state, event),
});
