import type { DriverName } from '../../support/sql-drivers';
import type { ContactView, WriteResult } from '@kollab/contracts';
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

/** One organisation (contacts app on): a manager (manager, user), two members (user), a portal user (contact), a contact type. */
export interface ContactsOrg {
  org: string;
  manager: Caller;
  member: Caller;
  colleague: Caller;
  portal: Caller;
  /** The id of the contact type "Kunde". */
  typeId: string;
}

export interface ContactsFixture {
  t: AccountsTestApp;
  organisation(): Promise<ContactsOrg>;
  caller(user: TestUser, org: string): Promise<Caller>;
}

let numbers = 0;
/** A contact number no other test of the suite used. */
export const nextNumber = (): string => `K-${1000 + numbers++}-${unique()}`;

/** A valid POST v1/contacts body. */
export function contactBody(typeId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Müller Maschinenbau GmbH',
    number: nextNumber(),
    type: typeId,
    address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
    uid: 'DE 123 456 789',
    ...overrides,
  };
}

/** The type route of the types context (seed §7: POST v1/account_manager/contact_types {title, short}). */
export async function createContactType(manager: Caller, title: string, short: string): Promise<string> {
  const response = await manager.call<WriteResult>('POST', '/api/v1/account_manager/contact_types', { title, short });
  if (response.status !== 201) throw new Error(`POST contact_types: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** POST v1/contacts; fails the test unless 201. */
export async function createContact(caller: Caller, body: Record<string, unknown>): Promise<string> {
  const response = await caller.call<WriteResult>('POST', '/api/v1/contacts', body);
  if (response.status !== 201) throw new Error(`POST v1/contacts: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

export async function getContact(caller: Caller, id: string): Promise<ContactView> {
  const response = await caller.call<ContactView>('GET', `/api/v1/contacts/${id}`);
  if (response.status !== 200) throw new Error(`GET v1/contacts/${id}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function startContactsFixture(options: { env?: Record<string, string>; driver?: DriverName } = {}): Promise<ContactsFixture> {
  const t = await startAccountsApp(options);
  const caller = async (user: TestUser, org: string): Promise<Caller> => {
    const sig = await t.signature(user, org);
    return { user, sig, call: (method, path, body, headers) => t.call(method, path, user, sig, body, headers) };
  };
  let shorts = 0;
  return {
    t,
    caller,
    async organisation() {
      const [manager, member, colleague, portal] = await Promise.all([t.user(), t.user({ first_name: 'Mia' }), t.user(), t.user()]);
      const org = await t.organisation(manager);
      await t.addMember(org, manager, member, ['user']);
      await t.addMember(org, manager, colleague, ['user']);
      await t.addMember(org, manager, portal, ['contact']);
      const callers = {
        manager: await caller(manager, org),
        member: await caller(member, org),
        colleague: await caller(colleague, org),
        portal: await caller(portal, org),
      };
      const typeId = await createContactType(callers.manager, 'Kunde', `K${(shorts++).toString(36).toUpperCase()}`);
      return { org, ...callers, typeId };
    },
  };
}

export { unique };
