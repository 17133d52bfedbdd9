import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../core/aggregates/command-context';
import { ReadYourWrites } from '../../core/projections/read-your-writes';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { AddMember, type MemberAdded } from '../accounts/commands/add-member.handler';
import { CreateAccount, type AccountCreated } from '../accounts/commands/create-account.handler';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../accounts/public/membership-directory';
import { USER_DIRECTORY, type UserDirectory } from '../identity/public/user-directory';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, demoEmail } from './demo-data';

export interface DemoSeedResult {
  users: number;
  accounts: number;
}

/**
 * Creates the demo organisations and users through the same commands the API uses
 * (every step is an event with its history). Idempotent: users and accounts that
 * already exist are kept, so `npm run seed:demo` can run on a store that has them.
 */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly commands: CommandBus,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** True when no event was ever stored: a fresh embedded installation. */
  async storeIsEmpty(): Promise<boolean> {
    const [row] = await this.sql.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM es_events) AS any');
    return !row.any;
  }

  /** On the first start of an embedded installation (main.ts): seeds when no event was ever stored. */
  async seedIfEmpty(): Promise<DemoSeedResult | undefined> {
    return (await this.storeIsEmpty()) ? this.seed() : undefined;
  }

  async seed(): Promise<DemoSeedResult> {
    const result: DemoSeedResult = { users: 0, accounts: 0 };
    const ids = new Map<string, string>();
    const system = commandContext('_system', null);
    for (const user of DEMO_USERS) {
      const existing = await this.users.findByEmail(demoEmail(user.username));
      const id =
        existing?.id ??
        (await this.users.createUser({ ...user, email: demoEmail(user.username), password: DEMO_PASSWORD }, system)).id;
      if (!existing) result.users++;
      ids.set(user.username, id);
    }
    const adminId = ids.get('admin')!;
    if (!(await this.users.getUser(adminId))?.is_admin) await this.users.grantSystemAdmin(adminId, system);

    for (const account of DEMO_ACCOUNTS) {
      if (await this.memberships.accountByDomain(account.domain)) continue;
      const created = await this.commands.execute<CreateAccount, AccountCreated>(
        new CreateAccount(
          adminId,
          {
            type: 'CreateAccount',
            data: {
              name: account.name,
              domain: account.domain,
              apps: [...account.apps],
              flags: [...account.flags],
              user_slots: 25,
              portal_user_slots: 10,
              created_by: adminId,
            },
          }.data,
          { kind: 'existing', userId: ids.get(account.manager)! },
          account.termsAccepted,
        ),
      );
      // Adding members reads the new account from its read model: wait until it is there.
      if (!(await this.readYourWrites.waitFor(created.result.checkpoint, 30000))) {
        throw new Error('the read models did not catch up with the new demo organisation');
      }
      const asManager = commandContext(created.accountId, created.managerId);
      for (const member of account.members) {
        await this.commands.execute<AddMember, MemberAdded>(
          new AddMember(asManager, { email: demoEmail(member.username), roles: member.roles }, { kind: 'invite' }),
        );
      }
      result.accounts++;
    }
    this.logger.log(
      `demo data: ${result.users} users and ${result.accounts} organisations created (password ${DEMO_PASSWORD}; see README)`,
    );
    return result;
  }
}
