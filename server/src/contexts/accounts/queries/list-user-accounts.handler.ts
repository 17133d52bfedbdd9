import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UserAccountListView, UserAccountView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { SYSTEM_SCOPE } from '../projections/system-scope';
import { USER_ACCOUNTS_COLLECTION, type UserAccountsDoc } from '../projections/user-accounts.projection';
import { AccountReader } from './account-reader';

export class ListUserAccounts {
  constructor(readonly userId: string) {}
}

/** GET v1/users/{user_id}/accounts: the user's live memberships (inactive ones too, so the picker can say why), by name. */
@QueryHandler(ListUserAccounts)
export class ListUserAccountsHandler implements IQueryHandler<ListUserAccounts, UserAccountListView> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly reader: AccountReader,
  ) {}

  async execute({ userId }: ListUserAccounts): Promise<UserAccountListView> {
    const doc = await this.store.collection<UserAccountsDoc>(USER_ACCOUNTS_COLLECTION).forAccount(SYSTEM_SCOPE).get(userId);
    const live = (doc?.memberships ?? []).filter((m) => m.status !== 'deleted');
    const accounts = await Promise.all(live.map((m) => this.reader.account(m.account_id)));
    const data: UserAccountView[] = live.flatMap((m, i) => {
      const account = accounts[i];
      if (!account || account.deleted) return [];
      return [
        {
          account_id: account.id,
          account_name: account.name,
          domain: account.domain,
          account_status: account.status,
          roles: m.roles,
          status: m.status,
          member_since: m.member_since,
        },
      ];
    });
    data.sort((a, b) => a.account_name.localeCompare(b.account_name, 'de'));
    return { data, meta: { page: 1, limit: Math.max(data.length, 1), total: data.length } };
  }
}
