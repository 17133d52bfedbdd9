import type { OfferCalculationField, OfferOutcome, OfferRateValues, SettableOfferStatus } from '@kollab/contracts';
import type { OfferFields } from './offer.events';

/**
 * The fields of a create or change as sent: the calculation fields are decimals (JSON
 * numbers, or the text the client typed), checked and turned into hundredths by the
 * decider (offer.money.ts); null counts as 0. The description is sanitised already.
 */
export type OfferDraftFields = Omit<OfferFields, OfferCalculationField> & Record<OfferCalculationField, number | string | null>;

/** What the handler looked up for a decision on the offer's fields. */
export interface OfferFieldFacts {
  /** The type named by the draft is an offer type of the account (true when none is named). */
  typeKnown: boolean;
  /** The team named by the draft is a team of the account (true when none is named). */
  teamKnown: boolean;
  /** The contact named by the draft is a live contact of the account (true when none is named). */
  contactKnown: boolean;
  /** The contact person named by the draft belongs to the contact the offer will have (true when none is named). */
  contactPersonKnown: boolean;
}

/** Who acts, when (command metadata the decider needs in its events). */
export interface OfferActor {
  userId: string;
  now: string;
}

/** `rates`: the account's current hourly rates (cents per hour), which the new offer keeps. */
export type CreateOffer = {
  type: 'CreateOffer';
  data: { fields: OfferDraftFields; publish: boolean; number: string | null; rates: OfferRateValues; actor: OfferActor; facts: OfferFieldFacts };
};
/** PATCH: `changes` holds the fields sent (null clears); `number` when the offer gets its first type. */
export type ChangeOffer = {
  type: 'ChangeOffer';
  data: {
    changes: Partial<{ [K in keyof OfferDraftFields]: OfferDraftFields[K] | null }>;
    publish?: boolean;
    number?: string;
    actor: OfferActor;
    facts: OfferFieldFacts;
  };
};
export type DeleteOffer = { type: 'DeleteOffer'; data: Record<string, never> };
/** PATCH …/status {status, outcome}; `today` (YYYY-MM-DD, UTC): an offer reopened after `valid_until` passed is overdue at once. */
export type ChangeOfferStatus = { type: 'ChangeOfferStatus'; data: { status: SettableOfferStatus; outcome: OfferOutcome | null; today: string } };
/** The overdue job: `today` (YYYY-MM-DD, UTC) is after `valid_until`, the date it was scheduled for. */
export type MarkOfferOverdue = { type: 'MarkOfferOverdue'; data: { valid_until: string; today: string } };
/** POST …/recalculate: `rates` are the account's current hourly rates (cents per hour). */
export type RecalculateOffer = { type: 'RecalculateOffer'; data: { rates: OfferRateValues } };
export type AddOfferViewer = { type: 'AddOfferViewer'; data: { user_id: string; active: boolean } };
export type RemoveOfferViewer = { type: 'RemoveOfferViewer'; data: { user_id: string } };
export type WatchOffer = { type: 'WatchOffer'; data: { user_id: string; watching: boolean } };
export type AddOfferComment = { type: 'AddOfferComment'; data: { comment_id: string; body: string; actor: OfferActor } };
export type ChangeOfferComment = { type: 'ChangeOfferComment'; data: { comment_id: string; body: string; actor: OfferActor } };
export type RemoveOfferComment = { type: 'RemoveOfferComment'; data: { comment_id: string; actor: OfferActor } };

export type OfferCommand =
  | CreateOffer
  | ChangeOffer
  | DeleteOffer
  | ChangeOfferStatus
  | MarkOfferOverdue
  | RecalculateOffer
  | AddOfferViewer
  | RemoveOfferViewer
  | WatchOffer
  | AddOfferComment
  | ChangeOfferComment
  | RemoveOfferComment;
