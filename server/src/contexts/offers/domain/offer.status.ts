import { DomainRefusal, sameValue } from '@kollab/contracts';
import type { ChangeOfferStatus, MarkOfferOverdue, RecalculateOffer } from './offer.commands';
import { closedCalculationFixed } from './offer.errors';
import type { OfferEvent, OfferFields } from './offer.events';
import { ratesOf, type LiveOffer } from './offer.state';

/** `validUntil` (YYYY-MM-DD) has passed on `now` (ISO time or YYYY-MM-DD, UTC): overdue from the next day on. */
export const isPast = (validUntil: string, now: string): boolean => now.slice(0, 10) > validUntil;

/**
 * PATCH …/status {status, outcome}: open, in progress and closed may follow each other in
 * any order (reopening a closed offer drops its outcome); `outcome` is required exactly when
 * closing, and a closed offer may get the other outcome (a correction). Reopening an offer
 * whose `valid_until` has passed makes it overdue at once (the overdue job ran while it was
 * closed and decided nothing); setting open or in progress on an overdue offer keeps it
 * overdue while the date stays past, remembering the status set.
 */
export function changeStatus({ data }: ChangeOfferStatus, offer: LiveOffer): OfferEvent[] {
  const { status, outcome, today } = data;
  if (status === 'closed' && outcome === null) throw DomainRefusal.field('outcome', 'offers.outcome_required');
  if (status !== 'closed' && outcome !== null) throw DomainRefusal.field('outcome', 'offers.outcome_only_when_closed');
  if (offer.status === status && offer.outcome === outcome) return [];
  const events: OfferEvent[] = [{ type: 'OfferStatusChanged', data: outcome === null ? { status } : { status, outcome } }];
  if (status !== 'closed' && offer.valid_until !== null && isPast(offer.valid_until, today))
    events.push({ type: 'OfferBecameOverdue', data: { valid_until: offer.valid_until } });
  return events;
}

/** The overdue job: only for the date it was scheduled for, once it passed, and never for a closed offer or twice. */
export function markOverdue({ data }: MarkOfferOverdue, offer: LiveOffer): OfferEvent[] {
  const { valid_until, today } = data;
  if (offer.valid_until !== valid_until || today <= valid_until || offer.status === 'closed' || offer.status === 'overdue') return [];
  return [{ type: 'OfferBecameOverdue', data: { valid_until } }];
}

/**
 * Overdue follows `valid_until` (issue 14): an open or in-progress offer whose date is moved
 * into the past is overdue at once; an overdue offer whose date moves to today or later, or
 * is cleared, gets back the status it had before (the overdue job is scheduled anew).
 */
export function overdueAfterValidUntilChange(offer: LiveOffer, next: OfferFields, today: string): OfferEvent[] {
  if (offer.valid_until === next.valid_until) return [];
  const past = next.valid_until !== null && isPast(next.valid_until, today);
  if (past && next.valid_until !== null && (offer.status === 'open' || offer.status === 'in_progress'))
    return [{ type: 'OfferBecameOverdue', data: { valid_until: next.valid_until } }];
  if (!past && offer.status === 'overdue') return [{ type: 'OfferStatusChanged', data: { status: offer.status_before_overdue ?? 'open' } }];
  return [];
}

/**
 * POST …/recalculate: the offer takes the account's current rates (its fields stay; the
 * amounts follow). Nothing when it has them already; refused on a closed offer, whose
 * calculation is fixed until it is reopened.
 */
export function recalculate({ data }: RecalculateOffer, offer: LiveOffer): OfferEvent[] {
  if (sameValue(offer.rates, ratesOf(data.rates))) return [];
  if (offer.status === 'closed') throw closedCalculationFixed();
  return [{ type: 'OfferRecalculated', data: { rates: ratesOf(data.rates) } }];
}
