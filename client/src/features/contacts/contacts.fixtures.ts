import type { ContactFormView, ContactTypeView, ContactView, CountryView, FormElement, MemberView, PortalView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { ApiRequest } from '../../lib/api/http';
import { fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { contactsSaga } from './contacts.saga';

/** A contact as GET v1/contacts/{id} answers (tests only). */
export function contactView(id: string, overrides: Partial<ContactView> = {}): ContactView {
  return {
    id,
    name: `Contact ${id}`,
    number: `K-${id}`,
    type: 'type-kd',
    address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
    homepage: null,
    uid: 'DE123456789',
    contact_since: '2016-04-01',
    account_manager: 'user-1',
    key_account_manager: null,
    details: {},
    logo: null,
    persons: [],
    created_at: '2024-01-02T08:00:00Z',
    updated_at: '2024-01-02T08:00:00Z',
    version: 1,
    ...overrides,
  };
}

export const contactType = (id: string, title: string): ContactTypeView => ({
  id,
  kind: 'contact',
  title,
  short: title.slice(0, 2).toUpperCase(),
  version: 1,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});

export const TYPES = [contactType('type-kd', 'Kunde'), contactType('type-li', 'Lieferant')];
export const COUNTRIES: CountryView[] = [
  { code: 'AT', name: 'Österreich', names: { de: 'Österreich', en: 'Austria' } },
  { code: 'DE', name: 'Deutschland', names: { de: 'Deutschland', en: 'Germany' } },
];
const memberView = (id: string, overrides: Partial<MemberView>): MemberView => ({
  id,
  user_id: id,
  username: id,
  email: `${id}@example.com`,
  first_name: '',
  last_name: '',
  full_name: '',
  avatar_url: null,
  locale: 'de',
  roles: ['user'],
  status: 'active',
  portal: false,
  member_since: '2024-03-05T10:00:00Z',
  activated: true,
  version: 1,
  ...overrides,
});

export const USERS = [
  memberView('user-1', { full_name: 'Anna Albers' }),
  memberView('user-2', { full_name: 'Ben Brandt' }),
  memberView('portal-1', { full_name: 'Paula Portal', portal: true, roles: ['contact'] }),
];

export const element = (key: string, type: FormElement['type'], more: Partial<FormElement> = {}): FormElement => ({
  key,
  type,
  label: key,
  helpblock: null,
  placeholder: null,
  required: false,
  ...more,
});

export function formView(elements: FormElement[] = [], version = 1): ContactFormView {
  return { id: 'acc-1', elements, version, updated_at: '2024-01-01T00:00:00Z' };
}

export function portalView(contactId: string): PortalView {
  return {
    id: contactId,
    contact_id: contactId,
    contact_name: 'Müller',
    contact_person: 'user-1',
    created_at: '2024-02-01T00:00:00Z',
    updated_at: '2024-02-01T00:00:00Z',
    members: [
      {
        user_id: 'portal-1',
        person_id: 'p-1',
        full_name: 'Paula Portal',
        email: 'portal@example.com',
        member_since: '2024-02-02T00:00:00Z',
        status: 'active',
        extended_permissions: false,
      },
    ],
    version: 1,
  };
}

export const contactPush = (view: ContactView): ViewChangedMessage => ({ collection: 'contacts', id: view.id, view, position: 100 + view.version });
export const deletionPush = (id: string, version: number): ViewChangedMessage => ({
  collection: 'contacts',
  id,
  view: { id, version, deleted: true },
  position: 200 + version,
});

export const page = <T>(data: T[]) => ok({ data, meta: { page: 1, limit: 25, total: data.length } });

/** The lookups as the server answers them; anything else falls through to `rest`. */
export function lookups(request: ApiRequest, form: ContactFormView = formView()) {
  if (request.path === '/v1/account_manager/contact_types') return page(TYPES);
  if (request.path === '/v1/static_content/countries') return page(COUNTRIES);
  if (request.path === '/v2/users/') return page(USERS);
  if (request.path === '/v1/account_manager/contact_form') return ok(form);
  return null;
}

export const notFound = () => fail(404, 'This contact was not found.', 'contacts.contact_not_found');

/** The session harness with the contacts saga running (the app starts it with the first contacts screen). */
export function contactsHarness(handler: Handler, session = signedIn(), path = '/contacts') {
  const setup = harness(handler, session, path);
  setup.store.runSaga(contactsSaga);
  return setup;
}
