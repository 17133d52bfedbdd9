import type { AggregateDefinition } from '../../../core/aggregates/aggregate';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { AccountEvent } from '../domain/account.events';
import { evolveAccount, initialAccountState, type AccountState } from '../domain/account.state';

/** Streams `account-<accountId>`, stored under the account's own id. */
export const accountAggregate: AggregateDefinition<AccountState> = {
  type: 'account',
  initialState: initialAccountState,
  evolve: (state, event: RecordedEvent) => evolveAccount(state, event as unknown as AccountEvent),
};
