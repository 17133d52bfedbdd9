import type { OfferStatusInput, OfferWatchStatus } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';
import { apiQueryOf, type OffersQuery } from './offer-query';
import type { OfferChanges } from './offers.state';

const offer = (id: string) => `/v1/offers/${encodeURIComponent(id)}`;
const part = (id: string, ...rest: string[]) => [offer(id), ...rest.map(encodeURIComponent)].join('/');

/**
 * Issue 14 offers calls (server: contexts/offers, README) and what the offer screens read
 * besides: the current hourly rates, contacts (offer types, teams and v2/users/: the shared
 * lookups, lib/lookups.api.ts).
 */
export const offersApi = {
  list: (query: OffersQuery): ApiRequest => ({ method: 'GET', path: '/v1/offers', query: apiQueryOf(query) }),
  /** With `version`: the offer as it was then; with `at`: as it was at that time (no `can`). */
  get: (id: string, past?: { version?: number; at?: string }): ApiRequest => ({
    method: 'GET',
    path: offer(id),
    query: { version: past?.version, at: past?.at },
  }),
  create: (body: OfferChanges & { title: string }): ApiRequest => ({ method: 'POST', path: '/v1/offers', body }),
  change: (id: string, body: OfferChanges, version: number): ApiRequest => ({ method: 'PATCH', path: offer(id), body, ifMatch: version }),
  remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: offer(id), ifMatch: version }),
  status: (id: string, body: OfferStatusInput, version: number): ApiRequest => ({
    method: 'PATCH',
    path: part(id, 'status'),
    body,
    ifMatch: version,
  }),
  recalculate: (id: string, version: number): ApiRequest => ({ method: 'POST', path: part(id, 'recalculate'), ifMatch: version }),
  watch: (id: string, status: OfferWatchStatus): ApiRequest => ({ method: 'PATCH', path: part(id, 'watch'), body: { status } }),
  addViewer: (id: string, userId: string): ApiRequest => ({ method: 'POST', path: part(id, 'viewers'), body: { user_id: userId } }),
  removeViewer: (id: string, userId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'viewers', userId) }),
  history: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'history') }),
  addComment: (id: string, body: string): ApiRequest => ({ method: 'POST', path: part(id, 'comments'), body: { body } }),
  changeComment: (id: string, commentId: string, body: string): ApiRequest => ({
    method: 'PUT',
    path: part(id, 'comments', commentId),
    body: { body },
  }),
  removeComment: (id: string, commentId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'comments', commentId) }),
  print: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'print'), responseType: 'blob', timeoutMs: 30_000 }),
  /** The hourly rates new offers (and recalculations) use; role user reads them too. */
  rates: (): ApiRequest => ({ method: 'GET', path: '/v1/account_manager/offer_rates' }),
  contact: (id: string): ApiRequest => ({ method: 'GET', path: `/v1/contacts/${encodeURIComponent(id)}` }),
  searchContacts: (search: string): ApiRequest => ({
    method: 'GET',
    path: '/v1/contacts',
    query: { page: 1, limit: 20, search: search.trim() || undefined },
  }),
};
