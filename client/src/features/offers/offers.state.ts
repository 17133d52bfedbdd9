import type { ContactView, OfferRatesView, OfferView } from '@kollab/contracts';
import type { ItemDetailState, WriteState } from '../collab/item-state';
import type { RequestStatus } from '../../lib/request-status';
import { DEFAULT_OFFERS_QUERY, type OffersQuery } from './offers-query.model';

/**
 * What PATCH v1/offers/{id} may send, as the API takes it: the calculation fields as numbers
 * with at most 2 decimals (the form keeps what was typed, offer-form.ts).
 */
export interface OfferChanges {
  title?: string;
  type?: string | null;
  team?: string | null;
  contact?: string | null;
  contact_person?: string | null;
  valid_until?: string | null;
  description?: string | null;
  comments_enabled?: boolean;
  published?: boolean;
  materialprice?: number;
  transportkosten?: number;
  provision?: number;
  fertigungsstunden?: number;
  konstruktionsstunden?: number;
  kundendienststunden?: number;
  prueffeld?: number;
}

/** The open offer (collab's item shape): as GET v1/offers/{id} answers, and the fields a save sends. */
export type OfferDetailState = ItemDetailState<OfferView, OfferView, OfferChanges>;

export interface OffersState {
  /** `sumTotal`: `meta.sum_total`, the sum of `total` over the whole filtered list. */
  list: { status: RequestStatus; rows: OfferView[]; total: number; sumTotal: number; query: OffersQuery; key: string; outdated: boolean };
  detail: OfferDetailState;
  create: WriteState;
  /** The account's current hourly rates (a new offer computes with them). */
  rates: { status: RequestStatus; view: OfferRatesView | null };
  /** Contacts read by id (names on the list and the offer, the contact persons): null when unreadable. */
  contacts: Record<string, ContactView | null>;
  /** The contact picker's search (GET v1/contacts). */
  search: { status: RequestStatus; data: ContactView[] };
}

export const idleWrite: WriteState = { status: 'idle', code: null, fieldErrors: null, serial: 0 };
const idle = { status: 'idle' } as const;

export const initialDetailState: OfferDetailState = {
  id: null,
  view: null,
  can: null,
  status: 'idle',
  error: null,
  deleted: false,
  editing: false,
  save: idleWrite,
  conflict: null,
  busy: false,
  history: { ...idle, entries: [] },
  past: null,
  compare: null,
};

/** The state before the offers feature loaded (and after a logout). */
export const initialOffersState: OffersState = {
  list: { ...idle, rows: [], total: 0, sumTotal: 0, query: DEFAULT_OFFERS_QUERY, key: '', outdated: false },
  detail: initialDetailState,
  create: idleWrite,
  rates: { ...idle, view: null },
  contacts: {},
  search: { ...idle, data: [] },
};
