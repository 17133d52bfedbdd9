import type { ContactView, ErrorCode, HistoryEntry, ItemAbilities, OfferRatesView, OfferView } from '@kollab/contracts';
import type { Conflict } from '../collab/conflict-of';
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

/** A write waiting for the server, or refused (its code and 422 field errors). */
export interface WriteState {
  status: 'idle' | 'saving' | 'failed';
  code: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  /** Counts finished saves: the form starts afresh when it changes. */
  serial: number;
}

export interface ConflictState {
  /** The version the form started from, and the one the server has now. */
  base: OfferView;
  current: OfferView;
  /** My changed fields (sent again with the current version on "re-apply"). */
  changes: OfferChanges;
  conflict: Conflict;
}

export interface OfferDetailState {
  id: string | null;
  view: OfferView | null;
  /** What I may do with the open offer (`can` of the last GET; pushes keep it); null before the first read. */
  can: ItemAbilities | null;
  status: RequestStatus;
  error: { status: number; code: ErrorCode | null } | null;
  /** Deleted elsewhere (or no longer readable) while open. */
  deleted: boolean;
  editing: boolean;
  save: WriteState;
  conflict: ConflictState | null;
  /** Status, publish, recalculate, watch, viewers, comments: one at a time. */
  busy: boolean;
  history: { status: RequestStatus; entries: HistoryEntry[] };
  /** "As it was": a past version shown read-only (version null: at a time). */
  past: { version: number | null; at: string | null; status: RequestStatus; view: OfferView | null } | null;
  /** A past version compared with the current one. */
  compare: { version: number; status: RequestStatus; view: OfferView | null } | null;
}

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
