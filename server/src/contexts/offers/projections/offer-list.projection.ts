import type { OfferView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { teamItemRow, type TeamItemRow } from '../../../core/projections/team-item-row';
import { defineCollectionColumns } from '../../../core/read-store/collection-columns';
import { offerAggregate, type StoredOfferState } from '../commands/offer.aggregate';
import { OFFER_EVENT_TYPES, type OfferEvent } from '../domain/offer.events';
import { offerCalculation, type LiveOffer } from '../domain/offer.state';
import { offerScopeKeys } from './offer-scope';
import { toOfferView } from './offer-view';

/** One row per offer: its view, the folded state, what lists filter and sort on, and its read-scope keys. */
export const OFFERS_COLLECTION = 'offers';

/**
 * The row fields lists filter, sort, search and add up, as real columns of rm_offers (see
 * core/read-store/collection-columns.ts): the read scope keys (text[] + GIN: `&&` with the
 * caller's keys), status, team, author and contact (btree), creation time (the default
 * order's index), title and number (trigram search), the total in cents (`meta.sum_total`).
 */
defineCollectionColumns(OFFERS_COLLECTION, {
  scope: { type: 'text[]' },
  deleted: { type: 'boolean', index: false },
  status: { type: 'text' },
  team: { type: 'text' },
  author: { type: 'text' },
  contact: { type: 'text' },
  outcome: { type: 'text', index: false },
  published_status: { type: 'text', index: false },
  valid_until: { type: 'text', index: false },
  created_at: { type: 'text', index: false, sortIndex: true },
  updated_at: { type: 'text', index: false },
  title_key: { type: 'text', index: false },
  total_cents: { type: 'numeric', index: false },
  title: { type: 'text', index: false, search: true },
  number: { type: 'text', search: true },
});

/** The folded state a row keeps. */
export type OfferRowState = LiveOffer & Pick<StoredOfferState, 'created_at' | 'updated_at'>;

export interface OfferRow extends TeamItemRow<OfferRowState, OfferView> {
  outcome: string | null;
  contact: string | null;
  valid_until: string | null;
  /** The offer's total in cents (exact: `meta.sum_total` adds these up). */
  total_cents: number;
}

const idOf = (streamId: string): string => streamId.slice(`${offerAggregate.type}-`.length);

/**
 * Folds each offer with the aggregate's own evolve (so lists, GET and past states agree)
 * into its row. A deleted offer keeps a row (`deleted: true`) so its readers can be told.
 */
export const offerListProjection = singleStreamProjection<OfferRow, OfferEvent>({
  name: 'offer-list',
  version: 1,
  collection: OFFERS_COLLECTION,
  eventTypes: OFFER_EVENT_TYPES,
  evolve(row, recorded) {
    const state = offerAggregate.evolve(row?.state ?? offerAggregate.initialState(), recorded);
    if (state.lifecycle === 'none') return undefined;
    const version = recorded.streamPosition;
    const view = toOfferView(idOf(recorded.streamId), state, version, recorded.metadata.occurredAt);
    return {
      ...teamItemRow(state, view, version, offerScopeKeys(state)),
      outcome: state.outcome,
      contact: state.contact,
      valid_until: state.valid_until,
      total_cents: offerCalculation(state).total,
    };
  },
});
