import type { DriverName } from '../../support/sql-drivers';
import type { TaskView, WriteResult } from '@kollab/contracts';
import {
  contactBody,
  createContact,
  startContactsFixture,
  unique,
  type Caller,
  type ContactsFixture,
  type ErrorBody,
} from '../contacts/contacts-fixture';

export type { Caller, ErrorBody };

/**
 * One organisation (contacts and tasks apps) with the relations of the permission matrix:
 * team A (author: create+read, editor: read+edit, deleter: read+delete, reader: read),
 * team B (author: read; extended: read with extended permissions), the manager admin of
 * both (the creator of a team is its first admin), an assignee and a
 * stranger without teams, a portal user of the contact `contactId`, a task type.
 */
export interface TasksOrg {
  org: string;
  manager: Caller;
  author: Caller;
  editor: Caller;
  deleter: Caller;
  reader: Caller;
  extended: Caller;
  assignee: Caller;
  stranger: Caller;
  portal: Caller;
  teamA: string;
  teamB: string;
  typeId: string;
  prefix: string;
  contactId: string;
}

export interface TasksFixture extends ContactsFixture {
  tasksOrg(): Promise<TasksOrg>;
}

async function created(response: { status: number; body: unknown }, what: string): Promise<string> {
  if (response.status !== 201) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as WriteResult).id;
}

let prefixes = 0;

export async function startTasksFixture(options: { env?: Record<string, string>; driver?: DriverName } = {}): Promise<TasksFixture> {
  const f = await startContactsFixture(options);
  const { t } = f;
  return {
    ...f,
    async tasksOrg() {
      const users = await Promise.all(Array.from({ length: 8 }, () => t.user()));
      const [manager, author, editor, deleter, reader, extended, assignee, stranger] = users;
      const org = await t.organisation(manager);
      for (const user of users.slice(1)) await t.addMember(org, manager, user, ['user']);
      let boss = await f.caller(manager, org);
      const prefix = `T${(prefixes++).toString(36).toUpperCase()}${unique().slice(0, 2).toUpperCase()}`;
      const typeId = await created(
        await boss.call('POST', '/api/v1/account_manager/task_types', { title: `Auftrag ${prefix}`, short: prefix }),
        'POST task_types',
      );
      // The manager creates each team with its members and joins it as its first admin (no admin named): a new signature after.
      const team = async (name: string, members: Array<[string, string[], boolean?]>) => {
        const body = {
          name,
          short: name.slice(0, 5),
          members: members.map(([user_id, permissions, extended_permissions]) => ({
            user_id,
            permissions,
            extended_permissions: extended_permissions ?? false,
          })),
        };
        const id = await created(await boss.call('POST', '/api/v1/teams', body), 'POST teams');
        boss = await f.caller(manager, org);
        return id;
      };
      const teamA = await team('Vertrieb', [
        [author.id, ['create', 'read']],
        [editor.id, ['read', 'edit']],
        [deleter.id, ['read', 'delete']],
        [reader.id, ['read']],
      ]);
      const teamB = await team('Service', [
        [author.id, ['read']],
        [extended.id, ['read'], true],
      ]);
      // The portal: a contact whose person is the portal user.
      const contactTypeId = await created(
        await boss.call('POST', '/api/v1/account_manager/contact_types', { title: 'Kunde', short: `K${unique().slice(0, 3)}` }),
        'POST contact_types',
      );
      const contactId = await createContact(boss, contactBody(contactTypeId));
      const portalUser = await t.user();
      const person = await created(
        await boss.call('POST', `/api/v1/contacts/${contactId}/persons`, { name: 'Paula Portal', email: portalUser.email }),
        'POST persons',
      );
      await created(await boss.call('POST', '/api/v1/portals', { contact_id: contactId, contact_person: author.id }), 'POST portals');
      await created(await boss.call('POST', `/api/v1/portals/${contactId}/members`, { person_id: person }), 'POST portal members');
      // Signatures after the teams: they carry the team memberships.
      const caller = (user: (typeof users)[number]) => f.caller(user, org);
      return {
        org,
        manager: await caller(manager),
        author: await caller(author),
        editor: await caller(editor),
        deleter: await caller(deleter),
        reader: await caller(reader),
        extended: await caller(extended),
        assignee: await caller(assignee),
        stranger: await caller(stranger),
        portal: await caller(portalUser),
        teamA,
        teamB,
        typeId,
        prefix,
        contactId,
      };
    },
  };
}

/** POST v1/tasks; fails the test unless 201. */
export async function createTask(caller: Caller, body: Record<string, unknown>): Promise<string> {
  return created(await caller.call<WriteResult>('POST', '/api/v1/tasks', body), 'POST v1/tasks');
}

export async function getTask(caller: Caller, id: string): Promise<TaskView> {
  const response = await caller.call<TaskView>('GET', `/api/v1/tasks/${id}`);
  if (response.status !== 200) throw new Error(`GET v1/tasks/${id}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A published task of team A by the author (or the fields given). */
export const publishedBody = (o: TasksOrg, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: `Angebot nachfassen ${unique()}`,
  type: o.typeId,
  team: o.teamA,
  published: true,
  ...overrides,
});

/** Setting up an organisation takes a while (eight users, two teams, a portal): the hook gets longer than a test. */
export const FIXTURE_TIMEOUT_MS = 120_000;
