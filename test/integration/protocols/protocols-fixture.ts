import type { ProtocolView, TeamPermission, WriteResult } from '@kollab/contracts';
import { startAccountsApp, unique, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import type { JsonResponse } from '../../support/test-app';

export interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** A caller: a user with the signature of one account. */
export interface Caller {
  user: TestUser;
  sig: string;
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>>;
}

const STAFF = ['author', 'attendee', 'viewer', 'reader', 'editor', 'deleter', 'extended', 'stranger'] as const;
type StaffName = (typeof STAFF)[number];

/**
 * One organisation with the contacts, tasks and protocols apps: a manager, staff members
 * (role user) for every relation of the permission matrix, two protocol types, two teams
 * and two portal users of two contacts.
 *  - team "Vertrieb" (sales): author (create), reader (read), editor (read, edit), deleter (read, delete);
 *  - team "Technik": author (read, create), extended (read with extended permissions);
 *  - the manager is the first admin of both (they created them);
 *  - petra: portal user of contact `shared`; paul: portal user of contact `other`.
 */
export type ProtocolsOrg = Record<StaffName, Caller> & {
  org: string;
  manager: Caller;
  petra: Caller;
  paul: Caller;
  /** Protocol types "Besprechung" (prefix `prefix`) and "Workshop". */
  typeId: string;
  otherTypeId: string;
  prefix: string;
  sales: string;
  tech: string;
  shared: string;
  other: string;
};

export interface ProtocolsFixture {
  t: AccountsTestApp;
  organisation(): Promise<ProtocolsOrg>;
}

export async function startProtocolsFixture(): Promise<ProtocolsFixture> {
  const t = await startAccountsApp();
  const caller = async (user: TestUser, org: string): Promise<Caller> => {
    const sig = await t.signature(user, org);
    return { user, sig, call: (method, path, body, headers) => t.call(method, path, user, sig, body, headers) };
  };
  const ok = async <T = WriteResult>(response: Promise<JsonResponse<T>>, what: string): Promise<T> => {
    const answer = await response;
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  let shorts = 0;
  return {
    t,
    async organisation() {
      const managerUser = await t.user();
      const org = await t.organisation(managerUser);
      const first = await caller(managerUser, org);
      await ok(first.call('PUT', '/api/v2/account/apps', { apps: ['contacts', 'tasks', 'protocols'] }), 'apps');
      let manager = await caller(managerUser, org);
      const staffUsers = await Promise.all(STAFF.map(() => t.user()));
      for (const user of staffUsers) await t.addMember(org, managerUser, user, ['user']);
      const staff = Object.fromEntries(await Promise.all(STAFF.map(async (name, i) => [name, await caller(staffUsers[i], org)] as const))) as Record<
        StaffName,
        Caller
      >;

      const prefix = `P${(shorts++).toString(36).toUpperCase()}${unique().slice(0, 2).toUpperCase()}`;
      const typeId = (
        await ok(manager.call<WriteResult>('POST', '/api/v1/account_manager/protocol_types', { title: 'Besprechung', short: prefix }), 'type')
      ).id;
      const otherTypeId = (
        await ok(
          manager.call<WriteResult>('POST', '/api/v1/account_manager/protocol_types', { title: 'Workshop', short: `W${prefix.slice(1)}` }),
          'type',
        )
      ).id;

      const signed = async () =>
        Object.assign(staff, Object.fromEntries(await Promise.all(STAFF.map(async (name) => [name, await caller(staff[name].user, org)] as const))));
      // The manager creates each team with its members and joins it as its first admin (no admin named): a new signature after.
      const team = async (name: string, members: Array<[Caller, TeamPermission[], boolean]>) => {
        const named = members.map(([member, permissions, extended_permissions]) => ({ user_id: member.user.id, permissions, extended_permissions }));
        const id = (
          await ok(
            manager.call<WriteResult>('POST', '/api/v1/teams', { name: `${name} ${unique()}`, short: name.slice(0, 3), members: named }),
            'team',
          )
        ).id;
        manager = await caller(managerUser, org);
        return id;
      };
      const sales = await team('Vertrieb', [
        [staff.author, ['read', 'create'], false],
        [staff.reader, ['read'], false],
        [staff.editor, ['read', 'edit'], false],
        [staff.deleter, ['read', 'delete'], false],
      ]);
      const tech = await team('Technik', [
        [staff.author, ['read', 'create'], false],
        [staff.extended, ['read'], true],
      ]);

      await signed();
      // Two contacts, each with a portal and one portal user.
      const contactTypeId = (
        await ok(
          manager.call<WriteResult>('POST', '/api/v1/account_manager/contact_types', { title: 'Kunde', short: `K${prefix.slice(1)}` }),
          'contact type',
        )
      ).id;
      const portalUser = async (name: string) => {
        const user = await t.user({ first_name: name });
        const contact = (
          await ok(
            staff.author.call<WriteResult>('POST', '/api/v1/contacts', {
              name: `${name} GmbH`,
              number: `K-${unique()}`,
              type: contactTypeId,
              address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
              uid: 'DE 123 456 789',
            }),
            'contact',
          )
        ).id;
        const person = (
          await ok(
            staff.author.call<WriteResult>('POST', `/api/v1/contacts/${contact}/persons`, { name: `${name} Portal`, email: user.email }),
            'person',
          )
        ).id;
        await ok(manager.call('POST', '/api/v1/portals', { contact_id: contact, contact_person: staff.author.user.id }), 'portal');
        await ok(manager.call('POST', `/api/v1/portals/${contact}/members`, { person_id: person }), 'portal member');
        await signed();
        return { contact, user };
      };
      const petra = await portalUser('Petra');
      const paul = await portalUser('Paul');
      // Team and portal changes outdate signatures: every caller signs anew.
      const fresh = await signed();
      return {
        org,
        manager: await caller(managerUser, org),
        ...fresh,
        petra: await caller(petra.user, org),
        paul: await caller(paul.user, org),
        typeId,
        otherTypeId,
        prefix,
        sales,
        tech,
        shared: petra.contact,
        other: paul.contact,
      };
    },
  };
}

/** POST v1/protocols; fails the test unless 201. */
export async function createProtocol(caller: Caller, body: Record<string, unknown>): Promise<string> {
  const response = await caller.call<WriteResult>('POST', '/api/v1/protocols', body);
  if (response.status !== 201) throw new Error(`POST v1/protocols: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

export async function getProtocol(caller: Caller, id: string): Promise<ProtocolView> {
  const response = await caller.call<ProtocolView>('GET', `/api/v1/protocols/${id}`);
  if (response.status !== 200) throw new Error(`GET v1/protocols/${id}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A published protocol of team Vertrieb by the author, with an attendee and a viewer, shared with petra's contact. */
export async function publishedProtocol(o: ProtocolsOrg, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await createProtocol(o.author, {
    title: 'Jour fixe Vertrieb',
    type: o.typeId,
    teams: [o.sales],
    attendees: [o.attendee.user.id],
    viewers: [o.viewer.user.id],
    body: '<p>Protokoll</p>',
    published: true,
    ...overrides,
  });
  const linked = await o.author.call('POST', `/api/v1/protocols/${id}/contacts`, { contact_id: o.shared, public: true });
  if (linked.status !== 201) throw new Error(`link contact: ${linked.status} ${JSON.stringify(linked.body)}`);
  return id;
}
