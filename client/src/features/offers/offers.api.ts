import type { OfferStatusInput, OfferWatchStatus } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';
import { itemApi } from '../collab/item-api';
import { apiQueryOf, type OffersQuery } from './offer-query';
import type { OfferChanges } from './offers.state';

const { part, calls } = itemApi<OfferChanges & { title: string }, OfferChanges, OfferWatchStatus>('offers');

/**
 * Issue 14 offers calls (server: contexts/offers, README; the ones every item has: collab's
 * `itemApi`) and what the offer screens read besides: the current hourly rates, contacts (offer
 * types, teams and v2/users/: the shared lookups, lib/lookups.api.ts).
 */
export const offersApi = {
  ...calls,
  list: (query: OffersQuery): ApiRequest => ({ method: 'GET', path: '/v1/offers', query: apiQueryOf(query) }),
  status: (id: string, body: OfferStatusInput, version: number): ApiRequest => ({
    method: 'PATCH',
    path: part(id, 'status'),
    body,
    ifMatch: version,
  }),
  recalculate: (id: string, version: number): ApiRequest => ({ method: 'POST', path: part(id, 'recalculate'), ifMatch: version }),
  addViewer: (id: string, userId: string): ApiRequest => ({ method: 'POST', path: part(id, 'viewers'), body: { user_id: userId } }),
  removeViewer: (id: string, userId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'viewers', userId) }),
  /** The hourly rates new offers (and recalculations) use; role user reads them too. */
  rates: (): ApiRequest => ({ method: 'GET', path: '/v1/account_manager/offer_rates' }),
  contact: (id: string): ApiRequest => ({ method: 'GET', path: `/v1/contacts/${encodeURIComponent(id)}` }),
  searchContacts: (search: string): ApiRequest => ({
    method: 'GET',
    path: '/v1/contacts',
    query: { page: 1, limit: 20, search: search.trim() || undefined },
  }),
};
