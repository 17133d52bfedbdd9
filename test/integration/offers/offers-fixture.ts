import type { OfferView, TeamPermission, WriteResult } from '@kollab/contracts';
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

const STAFF = ['author', 'editor', 'deleter', 'reader', 'extended', 'viewer', 'stranger'] as const;
type StaffName = (typeof STAFF)[number];

/** 85.50, 95.00, 70.00 and 120.00 EUR per hour: the rates the fixture's manager sets. */
export const RATES = { fertigung: 85.5, konstruktion: 95, kundendienst: 70, prueffeld: 120 };

/**
 * One organisation with the contacts, tasks and offers apps: a manager, staff members (role
 * user) for every relation of the permission matrix, a portal user (role contact), an offer
 * type, two teams, a contact with a contact person, and the hourly RATES.
 *  - team "Vertrieb" (sales): author (read, create), editor (read, edit), deleter (read, delete), reader (read);
 *  - team "Service": author (read), extended (read with extended permissions);
 *  - the manager is the first admin of both (they created them);
 *  - viewer and stranger are in no team.
 */
export type OffersOrg = Record<StaffName, Caller> & {
  org: string;
  manager: Caller;
  portal: Caller;
  /** The offer type "Angebot" with the prefix `prefix`. */
  typeId: string;
  prefix: string;
  sales: string;
  service: string;
  contactId: string;
  personId: string;
};

export interface OffersFixture {
  t: AccountsTestApp;
  organisation(): Promise<OffersOrg>;
}

let shorts = 0;

export async function startOffersFixture(): Promise<OffersFixture> {
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
  return {
    t,
    async organisation() {
      const managerUser = await t.user();
      const org = await t.organisation(managerUser);
      await ok((await caller(managerUser, org)).call('PUT', '/api/v2/account/apps', { apps: ['contacts', 'tasks', 'offers'] }), 'apps');
      let manager = await caller(managerUser, org);
      const staffUsers = await Promise.all(STAFF.map(() => t.user()));
      for (const user of staffUsers) await t.addMember(org, managerUser, user, ['user']);
      const portalUser = await t.user();
      await t.addMember(org, managerUser, portalUser, ['contact']);

      const prefix = `A${(shorts++).toString(36).toUpperCase()}${unique().slice(0, 2).toUpperCase()}`;
      const typeId = (await ok(manager.call<WriteResult>('POST', '/api/v1/account_manager/offer_types', { title: 'Angebot', short: prefix }), 'type'))
        .id;
      await ok(manager.call('PUT', '/api/v1/account_manager/offer_rates', RATES), 'rates');

      // The manager creates each team with its members and joins it as its first admin (no admin named): a new signature after.
      const team = async (name: string, members: Array<[number, TeamPermission[], boolean]>) => {
        const named = members.map(([i, permissions, extended_permissions]) => ({ user_id: staffUsers[i].id, permissions, extended_permissions }));
        const body = { name: `${name} ${unique()}`, short: name.slice(0, 3), members: named };
        const id = (await ok(manager.call<WriteResult>('POST', '/api/v1/teams', body), 'team')).id;
        manager = await caller(managerUser, org);
        return id;
      };
      const index = (name: StaffName) => STAFF.indexOf(name);
      const sales = await team('Vertrieb', [
        [index('author'), ['read', 'create'], false],
        [index('editor'), ['read', 'edit'], false],
        [index('deleter'), ['read', 'delete'], false],
        [index('reader'), ['read'], false],
      ]);
      const service = await team('Service', [
        [index('author'), ['read'], false],
        [index('extended'), ['read'], true],
      ]);

      const contactTypeId = (
        await ok(
          manager.call<WriteResult>('POST', '/api/v1/account_manager/contact_types', { title: 'Kunde', short: `K${prefix.slice(1)}` }),
          'contact type',
        )
      ).id;
      const contactId = (
        await ok(
          manager.call<WriteResult>('POST', '/api/v1/contacts', {
            name: 'Müller Maschinenbau GmbH',
            number: `K-${unique()}`,
            type: contactTypeId,
            address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
            uid: 'DE 123 456 789',
          }),
          'contact',
        )
      ).id;
      const personId = (await ok(manager.call<WriteResult>('POST', `/api/v1/contacts/${contactId}/persons`, { name: 'Maria Müller' }), 'person')).id;

      // Signatures after the teams: they carry the team memberships.
      const staff = Object.fromEntries(await Promise.all(STAFF.map(async (name, i) => [name, await caller(staffUsers[i], org)] as const))) as Record<
        StaffName,
        Caller
      >;
      return {
        org,
        manager: await caller(managerUser, org),
        ...staff,
        portal: await caller(portalUser, org),
        typeId,
        prefix,
        sales,
        service,
        contactId,
        personId,
      };
    },
  };
}

/** POST v1/offers; fails the test unless 201. */
export async function createOffer(caller: Caller, body: Record<string, unknown>): Promise<string> {
  const response = await caller.call<WriteResult>('POST', '/api/v1/offers', body);
  if (response.status !== 201) throw new Error(`POST v1/offers: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

export async function getOffer(caller: Caller, id: string): Promise<OfferView> {
  const response = await caller.call<OfferView>('GET', `/api/v1/offers/${id}`);
  if (response.status !== 200) throw new Error(`GET v1/offers/${id}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A published offer of team Vertrieb by the author for the fixture's contact (or the fields given). */
export const publishedBody = (o: OffersOrg, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: `Wartung Presse ${unique()}`,
  type: o.typeId,
  team: o.sales,
  contact: o.contactId,
  published: true,
  ...overrides,
});

/** Setting up an organisation takes a while (nine users, two teams, a contact): the hook gets longer than a test. */
export const FIXTURE_TIMEOUT_MS = 120_000;
