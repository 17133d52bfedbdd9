import {
  calculateOffer,
  OFFER_RATES,
  type OfferCalculation,
  type OfferOutcome,
  type OfferRateValues,
  type OfferStatus,
  type SettableOfferStatus,
} from '@kollab/contracts';
import type { OfferEvent, OfferFields } from './offer.events';

export interface OfferComment {
  id: string;
  body: string;
  author_id: string;
  created_at: string;
  updated_at: string;
}

export type LiveOffer = OfferFields & {
  lifecycle: 'live' | 'deleted';
  number: string | null;
  status: OfferStatus;
  /** Set exactly while the status is closed. */
  outcome: OfferOutcome | null;
  /** The status the offer had when it became overdue (it gets it back when `valid_until` moves out of the past). */
  status_before_overdue?: SettableOfferStatus;
  /** The hourly rates (cents per hour) the offer is calculated with: those of its creation or its last recalculation. */
  rates: OfferRateValues;
  created_by: string;
  published: boolean;
  published_at: string | null;
  published_by: string | null;
  viewers: string[];
  watchers: string[];
  comments: OfferComment[];
};

/** An offer as folded from `offer-<uuid>`. */
export type OfferState = { lifecycle: 'none' } | LiveOffer;

export const initialOfferState = (): OfferState => ({ lifecycle: 'none' });

/** Exactly the four hourly rates (cents per hour) of `rates`, as events record them. */
export const ratesOf = (rates: OfferRateValues): OfferRateValues =>
  Object.fromEntries(OFFER_RATES.map((rate) => [rate, rates[rate]])) as unknown as OfferRateValues;

/** What the offer comes to with the rates it keeps (cents). */
export const offerCalculation = (offer: LiveOffer): OfferCalculation => calculateOffer(offer, offer.rates);

const without = (list: string[], id: string): string[] => list.filter((value) => value !== id);
const withOne = (list: string[], id: string): string[] => (list.includes(id) ? list : [...list, id]);

export function evolveOffer(state: OfferState, event: OfferEvent): OfferState {
  if (event.type === 'OfferCreated') {
    const { number, created_by, rates, ...fields } = event.data;
    return {
      lifecycle: 'live',
      ...fields,
      number,
      created_by,
      rates,
      status: 'open',
      outcome: null,
      published: false,
      published_at: null,
      published_by: null,
      viewers: [],
      watchers: [],
      comments: [],
    };
  }
  if (state.lifecycle !== 'live') return state;
  switch (event.type) {
    case 'OfferChanged':
      return { ...state, ...event.data };
    case 'OfferPublished':
      return { ...state, published: true, ...event.data };
    case 'OfferUnpublished':
      return { ...state, published: false, published_at: null, published_by: null };
    case 'OfferDeleted':
      return { ...state, lifecycle: 'deleted' };
    case 'OfferStatusChanged': {
      const { status_before_overdue: _dropped, ...rest } = state;
      return { ...rest, status: event.data.status, outcome: event.data.outcome ?? null };
    }
    case 'OfferBecameOverdue':
      return state.status === 'overdue'
        ? state
        : { ...state, status: 'overdue', outcome: null, status_before_overdue: state.status === 'closed' ? 'open' : state.status };
    case 'OfferRecalculated':
      return { ...state, rates: event.data.rates };
    case 'OfferViewerAdded':
      return { ...state, viewers: withOne(state.viewers, event.data.user_id) };
    case 'OfferViewerRemoved':
      return { ...state, viewers: without(state.viewers, event.data.user_id) };
    case 'OfferWatched':
      return { ...state, watchers: withOne(state.watchers, event.data.user_id) };
    case 'OfferUnwatched':
      return { ...state, watchers: without(state.watchers, event.data.user_id) };
    case 'OfferCommentAdded': {
      const { comment_id, body, author_id, at } = event.data;
      return { ...state, comments: [...state.comments, { id: comment_id, body, author_id, created_at: at, updated_at: at }] };
    }
    case 'OfferCommentChanged':
      return {
        ...state,
        comments: state.comments.map((c) => (c.id === event.data.comment_id ? { ...c, body: event.data.body, updated_at: event.data.at } : c)),
      };
    case 'OfferCommentRemoved':
      return { ...state, comments: state.comments.filter((c) => c.id !== event.data.comment_id) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
