import type { ContactView, MemberView, OfferRatesView, OfferTypeView, OfferView } from '@kollab/contracts';
import { account, fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { memberView, TEAMS } from '../collab/collab.fixtures';
import type { ApiRequest } from '../../lib/api/http';
// Loaded here, so that the feature's lazy import (lib/lazy-feature.ts) finds it ready: on a
// busy machine a first import took longer than the specs wait for the sagas to settle.
import './offers.saga';

/** Test data of the offers specs: an offer of 1.000 € material, 10 h manufacturing at 80 €/h, 10 % provision. */
export function offerView(id: string, overrides: Partial<OfferView> = {}): OfferView {
  return {
    id,
    number: 'ANG-1',
    title: `Angebot ${id}`,
    type: 'type-ang',
    team: 'team-1',
    contact: 'contact-1',
    contact_person: 'person-1',
    valid_until: '2099-12-31',
    description: '<p>Lieferung frei Haus</p>',
    status: 'open',
    outcome: null,
    comments_enabled: true,
    published: true,
    published_at: '2026-03-04T10:00:00Z',
    published_by: 'user-1',
    author_user_id: 'user-1',
    created_by: 'user-1',
    viewers: [],
    watchers: [],
    comments: [],
    materialprice: 1000,
    transportkosten: 0,
    provision: 10,
    fertigungsstunden: 10,
    konstruktionsstunden: 0,
    kundendienststunden: 0,
    prueffeld: 0,
    rates: { fertigung: 80, konstruktion: 95, kundendienst: 70, prueffeld: 60 },
    subtotal: 1800,
    provision_amount: 180,
    total: 1980,
    created_at: '2026-03-04T09:00:00Z',
    updated_at: '2026-03-04T10:00:00Z',
    version: 1,
    ...overrides,
  };
}

/** A page of offers with its `meta.sum_total`. */
export const page = (data: readonly unknown[], total = data.length, sum = 0) => ok({ data, meta: { page: 1, limit: 25, total, sum_total: sum } });
export const written = (id: string, version = 2) => ok({ id, version, position: 10 });
export const notFound = (): never => fail(404, 'not found', 'offers.offer_not_found');

export const USERS: MemberView[] = [memberView('user-1', 'Anna Berg'), memberView('user-2', 'Ben Roth')];
export const TYPES: OfferTypeView[] = [
  {
    id: 'type-ang',
    kind: 'offer',
    title: 'Standardangebot',
    short: 'ANG',
    template: '<h2>Leistungen</h2>',
    version: 1,
    created_at: '',
    updated_at: '',
  },
  { id: 'type-plain', kind: 'offer', title: 'Kurzangebot', short: 'KA', template: null, version: 1, created_at: '', updated_at: '' },
];
export const RATES: OfferRatesView = {
  fertigung: 80,
  konstruktion: 95,
  kundendienst: 70,
  prueffeld: 60,
  updated_at: '2026-03-01T00:00:00Z',
  version: 3,
};

export function contactView(id: string, name: string, persons: { id: string; name: string }[] = []): ContactView {
  return {
    id,
    name,
    number: 'K-1',
    persons: persons.map((person) => ({
      ...person,
      salutation: null,
      gender: null,
      date_of_birth: null,
      email: null,
      phone: null,
      mobile: null,
      role: null,
      account_manager: null,
    })),
  } as unknown as ContactView;
}
export const CONTACTS = [contactView('contact-1', 'Müller GmbH', [{ id: 'person-1', name: 'Eva Müller' }]), contactView('contact-2', 'Schmidt AG')];

/** What every offers screen reads besides the offers (types, teams, users, rates, contacts), or undefined for other calls. */
export function lookups(request: ApiRequest) {
  if (request.method !== 'GET') return undefined;
  if (request.path === '/v1/account_manager/offer_types') return page(TYPES);
  if (request.path === '/v1/account_manager/offer_rates') return ok(RATES);
  if (request.path === '/v1/teams') return page(TEAMS);
  if (request.path === '/v2/users/') return page(USERS);
  if (request.path === '/v1/contacts') return page(CONTACTS);
  const contact = CONTACTS.find((entry) => request.path === `/v1/contacts/${entry.id}`);
  if (contact) return ok(contact);
  return undefined;
}

export const offersSession = () =>
  signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles: ['user'], apps: ['offers'], flags: ['apps.offers'] }) } });

export function offersHarness(handler: Handler, path = '/offers') {
  return harness((request, headers) => lookups(request) ?? handler(request, headers), offersSession(), path);
}

export const offerPush = (view: OfferView) => ({ collection: 'offers', id: view.id, view, position: view.version * 10 });
export const deletionPush = (id: string, version: number) => ({
  collection: 'offers',
  id,
  view: { id, version, deleted: true as const },
  position: version * 10,
});
