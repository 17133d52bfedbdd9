import type { OfferOutcome, OfferStatus } from '@kollab/contracts';

/** Today as YYYY-MM-DD (local). */
export function todayYmd(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The status on screen: overdue when the job marked it so, or when an offer not closed is
 * past its `valid_until` (the job runs the day after: the list shows it at once).
 */
export function shownStatus(offer: { status: OfferStatus; valid_until: string | null }, today = todayYmd()): OfferStatus {
  if (offer.status === 'closed' || offer.status === 'overdue') return offer.status;
  return offer.valid_until !== null && offer.valid_until < today ? 'overdue' : offer.status;
}

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';

/** The chip's colour: overdue red, in progress blue, accepted green, declined grey. */
export function statusColor(status: OfferStatus, outcome: OfferOutcome | null): ChipColor {
  if (status === 'overdue') return 'error';
  if (status === 'in_progress') return 'info';
  if (status === 'closed') return outcome === 'accepted' ? 'success' : 'default';
  return 'default';
}
