import type { OfferCalculationValues, OfferOutcome, OfferRateValues, SettableOfferStatus } from '@kollab/contracts';

/**
 * The offer's own fields (null: not set). The calculation fields are integers of hundredths
 * (offer.money.ts): amounts in cents, hours in hundredths of an hour, the provision in
 * hundredths of a percent. Events keep them so; only views turn them into decimals.
 */
export interface OfferFields extends OfferCalculationValues {
  title: string;
  type: string | null;
  team: string | null;
  /** The customer (a contact of the account) and one of its contact persons. */
  contact: string | null;
  contact_person: string | null;
  /** YYYY-MM-DD. */
  valid_until: string | null;
  /** Sanitised rich text. */
  description: string | null;
  comments_enabled: boolean;
}

/** `rates`: the account's hourly rates (cents per hour) at creation, which the offer keeps. */
export type OfferCreated = {
  type: 'OfferCreated';
  data: OfferFields & { rates: OfferRateValues; number: string | null; created_by: string };
};
/** PATCH: only the fields that changed; `number` when the offer got its first type. */
export type OfferChanged = { type: 'OfferChanged'; data: Partial<OfferFields> & { number?: string } };
export type OfferPublished = { type: 'OfferPublished'; data: { published_at: string; published_by: string } };
export type OfferUnpublished = { type: 'OfferUnpublished'; data: Record<string, never> };
export type OfferDeleted = { type: 'OfferDeleted'; data: Record<string, never> };
/**
 * Set by a person (PATCH …/status; `outcome` exactly when closing), or back to the status
 * before it became overdue when `valid_until` moved out of the past.
 */
export type OfferStatusChanged = { type: 'OfferStatusChanged'; data: { status: SettableOfferStatus; outcome?: OfferOutcome } };
/** Set by the overdue job (or at once by a change): `valid_until` passed and the offer was not closed. */
export type OfferBecameOverdue = { type: 'OfferBecameOverdue'; data: { valid_until: string } };
/** POST …/recalculate: the offer is calculated with these rates (cents per hour) from now on. */
export type OfferRecalculated = { type: 'OfferRecalculated'; data: { rates: OfferRateValues } };
export type OfferViewerAdded = { type: 'OfferViewerAdded'; data: { user_id: string } };
export type OfferViewerRemoved = { type: 'OfferViewerRemoved'; data: { user_id: string } };
export type OfferWatched = { type: 'OfferWatched'; data: { user_id: string } };
export type OfferUnwatched = { type: 'OfferUnwatched'; data: { user_id: string } };
export type OfferCommentAdded = { type: 'OfferCommentAdded'; data: { comment_id: string; body: string; author_id: string; at: string } };
export type OfferCommentChanged = { type: 'OfferCommentChanged'; data: { comment_id: string; body: string; at: string } };
export type OfferCommentRemoved = { type: 'OfferCommentRemoved'; data: { comment_id: string } };

export type OfferEvent =
  | OfferCreated
  | OfferChanged
  | OfferPublished
  | OfferUnpublished
  | OfferDeleted
  | OfferStatusChanged
  | OfferBecameOverdue
  | OfferRecalculated
  | OfferViewerAdded
  | OfferViewerRemoved
  | OfferWatched
  | OfferUnwatched
  | OfferCommentAdded
  | OfferCommentChanged
  | OfferCommentRemoved;

export const OFFER_EVENT_TYPES: readonly OfferEvent['type'][] = [
  'OfferCreated',
  'OfferChanged',
  'OfferPublished',
  'OfferUnpublished',
  'OfferDeleted',
  'OfferStatusChanged',
  'OfferBecameOverdue',
  'OfferRecalculated',
  'OfferViewerAdded',
  'OfferViewerRemoved',
  'OfferWatched',
  'OfferUnwatched',
  'OfferCommentAdded',
  'OfferCommentChanged',
  'OfferCommentRemoved',
];
