import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext, type CommandContext } from '../../core/aggregates/command-context';
import type { AppendResult } from '../../core/event-store/event-store.types';
import { ReadYourWrites } from '../../core/projections/read-your-writes';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { AddMember, type MemberAdded } from '../accounts/commands/add-member.handler';
import { CreateAccount, type AccountCreated } from '../accounts/commands/create-account.handler';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../accounts/public/membership-directory';
import { USER_DIRECTORY, type UserDirectory } from '../identity/public/user-directory';
import { CreateTeam } from '../teams/commands/create-team.handler';
import { ChangeContactPerson } from '../contacts/commands/change-contact-person.handler';
import { CreateContact } from '../contacts/commands/create-contact.handler';
import { AddPortalMember, type PortalMemberAdded } from '../portals/commands/add-portal-member.handler';
import { CreatePortal } from '../portals/commands/create-portal.handler';
import { CreateItemType } from '../types/commands/create-item-type.handler';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TYPES, DEMO_USERS, demoEmail, type DemoClaim, type DemoContact, type DemoTeam } from './demo-data';
import { DemoWorkSeeder } from './demo-work-seeder';

export interface DemoSeedResult {
  users: number;
  accounts: number;
}

/**
 * Creates the demo organisations and users through the same commands the API uses
 * (every step is an event with its history). Idempotent: users and accounts that
 * already exist are kept, so `npm run seed:demo` can run on a store that has them
 * (members, teams, types, contacts and portals are seeded with a new organisation only).
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
    private readonly work: DemoWorkSeeder,
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
      const id = existing?.id ?? (await this.users.createUser({ ...user, email: demoEmail(user.username), password: DEMO_PASSWORD }, system)).id;
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
      await this.caughtUp(created.result, 'the new demo organisation');
      const asManager = commandContext(created.accountId, created.managerId);
      let last = created.result;
      for (const member of account.members) {
        const added = await this.commands.execute<AddMember, MemberAdded>(
          new AddMember(asManager, { email: demoEmail(member.username), roles: member.roles }, { kind: 'invite' }),
        );
        last = added.result;
      }
      // Team members must be members of the account in its read model first.
      await this.caughtUp(last, 'the demo members');
      const teams = new Map<string, string>();
      for (const team of account.teams ?? []) {
        // caught up below, with the types created after them
        const seeded = await this.seedTeam(asManager, team, ids);
        teams.set(team.name, seeded.id);
      }
      const types = await this.seedTypes(asManager);
      // Contacts check their type and account managers against the read models.
      await this.caughtUp(types.last, 'the demo teams and types');
      const contacts = new Map<string, string>();
      const persons = new Map<string, string>();
      last = (await this.seedContacts(asManager, account.contacts ?? [], types.byKind.contact, ids, contacts, persons)) ?? types.last;
      await this.caughtUp(last, 'the demo contacts and portals');
      if (account.workItems) {
        // Tasks, protocols and offers check teams, types, contacts and grants against the read models (caught up above).
        const work = await this.work.seed({
          accountId: created.accountId,
          users: ids,
          teams,
          taskTypes: types.byKind.task,
          claimTypes: types.byKind.claim,
          protocolTypes: types.byKind.protocol,
          offerTypes: types.byKind.offer,
          contacts,
          persons,
        });
        await this.caughtUp(work, 'the demo tasks, protocols and offers');
      }
      result.accounts++;
    }
    this.logger.log(`demo data: ${result.users} users and ${result.accounts} organisations created (password ${DEMO_PASSWORD}; see README)`);
    return result;
  }

  /** A team of a new demo organisation, created with its members by its manager (one command: the named admin is the first). */
  private async seedTeam(asManager: CommandContext, team: DemoTeam, ids: ReadonlyMap<string, string>): Promise<{ id: string; last: AppendResult }> {
    const actor = { user_id: asManager.actorId!, manager: true };
    const members = team.members.map(({ username, permissions, extended_permissions }) => ({
      user_id: ids.get(username)!,
      permissions,
      extended_permissions,
    }));
    const create = new CreateTeam(asManager, actor, team.name, team.short, members);
    return { id: create.id, last: await this.commands.execute<CreateTeam, AppendResult>(create) };
  }

  /** The contact, task, protocol, offer and claim types of a new demo organisation; the last append and the types' ids by kind and title. */
  private async seedTypes(
    asManager: CommandContext,
  ): Promise<{ last: AppendResult; byKind: Record<'contact' | 'task' | 'protocol' | 'offer' | 'claim', Map<string, string>> }> {
    let last: AppendResult | undefined;
    const byKind = {
      contact: new Map<string, string>(),
      task: new Map<string, string>(),
      protocol: new Map<string, string>(),
      offer: new Map<string, string>(),
      claim: new Map<string, string>(),
    };
    const create = async (command: CreateItemType) => (last = await this.commands.execute<CreateItemType, AppendResult>(command));
    for (const kind of ['contact', 'task', 'protocol', 'offer'] as const) {
      for (const draft of DEMO_TYPES[kind]) {
        const command = new CreateItemType(asManager, kind, draft);
        await create(command);
        byKind[kind].set(draft.title, command.id);
      }
    }
    // Sub-types name their parent by id; the handler waits for the read models itself.
    const claims = async (list: readonly DemoClaim[], parent_id: string | null): Promise<void> => {
      for (const claim of list) {
        const command = new CreateItemType(asManager, 'claim', { title: claim.title, parent_id });
        await create(command);
        byKind.claim.set(claim.title, command.id);
        await claims(claim.children ?? [], command.id);
      }
    };
    await claims(DEMO_TYPES.claims, null);
    return { last: last!, byKind };
  }

  /** Contacts with their persons, and portals with their users (the portal users are members already). */
  private async seedContacts(
    asManager: CommandContext,
    contacts: readonly DemoContact[],
    contactTypes: ReadonlyMap<string, string>,
    ids: ReadonlyMap<string, string>,
    contactIds: Map<string, string>,
    /** Filled with the ids of the contact persons by their names (offers address them). */
    personIds: Map<string, string>,
  ): Promise<AppendResult | undefined> {
    let last: AppendResult | undefined;
    const portals: Array<{ contactId: string; contact_person: string; persons: string[] }> = [];
    for (const { persons, portal, type, ...fields } of contacts) {
      const create = new CreateContact(asManager, { ...fields, type: contactTypes.get(type)!, account_manager: asManager.actorId ?? undefined });
      last = await this.commands.execute<CreateContact, AppendResult>(create);
      contactIds.set(fields.name, create.id);
      for (const person of persons) {
        const add = new ChangeContactPerson(asManager, create.id, { type: 'AddContactPerson', draft: person });
        last = await this.commands.execute<ChangeContactPerson, AppendResult>(add);
        personIds.set(person.name, add.personId);
      }
      if (portal)
        portals.push({
          contactId: create.id,
          contact_person: ids.get(portal.contact_person)!,
          persons: portal.members.map((name) => personIds.get(name)!),
        });
    }
    // The portal rules read contacts and members from their read models.
    if (last) await this.caughtUp(last, 'the demo contacts');
    for (const portal of portals) {
      last = await this.commands.execute<CreatePortal, AppendResult>(
        new CreatePortal(asManager, { contact_id: portal.contactId, contact_person: portal.contact_person }),
      );
      for (const person_id of portal.persons) {
        last = (await this.commands.execute<AddPortalMember, PortalMemberAdded>(new AddPortalMember(asManager, portal.contactId, { person_id })))
          .result;
      }
    }
    return last;
  }

  private async caughtUp(result: Pick<AppendResult, 'checkpoint'>, what: string): Promise<void> {
    if (!(await this.readYourWrites.waitFor(result.checkpoint, 30000))) throw new Error(`the read models did not catch up with ${what}`);
  }
}
