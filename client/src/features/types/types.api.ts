import type { TypeKind } from '@kollab/contracts/types/type-rules';
import { TYPE_LISTS } from '@kollab/contracts/types/type.views';
import type { FormElement } from '@kollab/contracts/contacts/contact-form.schema';
import type { OfferRatesValuesView } from '@kollab/contracts/offers/offer.views';
import type { ApiRequest } from '../../lib/api/http';

/** The body of POST and PUT: each kind's input (ContactTypeInput, TaskTypeInput, ProtocolTypeInput, OfferTypeInput, ClaimTypeInput). */
export type TypeDraft = { title: string; short?: string; template?: string | null; is_claim?: boolean; parent_id?: string | null };

const list = (kind: TypeKind) => `/v1/account_manager/${TYPE_LISTS[kind]}`;
const one = (kind: TypeKind, id: string) => `${list(kind)}/${encodeURIComponent(id)}`;

const RATES = '/v1/account_manager/offer_rates';

/**
 * Item types (server: item-types.controller), the contact form schema (contact-form.controller)
 * and the hourly rates of offers (offers context, offer-rates.controller), under /v1/account_manager.
 */
export const typesApi = {
  /** The whole list of a kind, by title; the claim types as their tree. */
  list: (kind: TypeKind): ApiRequest => ({ method: 'GET', path: list(kind), query: kind === 'claim' ? { format: 'tree' } : undefined }),
  get: (kind: TypeKind, id: string): ApiRequest => ({ method: 'GET', path: one(kind, id) }),
  create: (kind: TypeKind, input: TypeDraft): ApiRequest => ({ method: 'POST', path: list(kind), body: input }),
  change: (kind: TypeKind, id: string, input: TypeDraft, version: number): ApiRequest => ({
    method: 'PUT',
    path: one(kind, id),
    body: input,
    ifMatch: version,
  }),
  remove: (kind: TypeKind, id: string, version: number): ApiRequest => ({ method: 'DELETE', path: one(kind, id), ifMatch: version }),
  contactForm: (): ApiRequest => ({ method: 'GET', path: '/v1/account_manager/contact_form' }),
  /** The whole schema, in order, based on `version` (0 before the first save). */
  saveContactForm: (elements: Partial<FormElement>[], version: number): ApiRequest => ({
    method: 'PUT',
    path: '/v1/account_manager/contact_form',
    body: { elements },
    ifMatch: version,
  }),
  offerRates: (): ApiRequest => ({ method: 'GET', path: RATES }),
  /** The four rates (EUR per hour, at most 2 decimals), based on `version` (0 before they were first set). Managers only. */
  setOfferRates: (rates: OfferRatesValuesView, version: number): ApiRequest => ({ method: 'PUT', path: RATES, body: rates, ifMatch: version }),
};
