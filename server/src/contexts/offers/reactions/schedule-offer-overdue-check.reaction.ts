import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction } from '../../../core/reactions/reaction';
import type { OfferChanged, OfferCreated } from '../domain/offer.events';
import { MarkOfferOverdueJob, type MarkOfferOverdueJobData } from '../jobs/mark-offer-overdue.job';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When `valid_until` has passed: the start of the next day, UTC (accounts have no time zone yet). */
export const offerOverdueFrom = (validUntil: string): number => Date.parse(`${validUntil}T00:00:00Z`) + DAY_MS;

/**
 * OfferCreated or OfferChanged with a `valid_until` → MarkOfferOverdueJob, delayed until that
 * date passed. The job id comes from the event, so a re-read event schedules nothing new;
 * each new date schedules its own job, and the old ones find the date changed.
 */
export function scheduleOfferOverdueCheckReaction(clock: () => number = Date.now): Reaction {
  return {
    name: 'offers-schedule-overdue-check',
    eventTypes: ['OfferCreated', 'OfferChanged'],
    react(event: RecordedEvent) {
      const validUntil = (event.data as (OfferCreated | OfferChanged)['data']).valid_until;
      if (!validUntil) return [];
      const data: MarkOfferOverdueJobData = {
        account_id: event.metadata.accountId,
        offer_id: event.streamId.slice('offer-'.length),
        valid_until: validUntil,
        event_id: event.eventId,
      };
      return [{ job: MarkOfferOverdueJob.jobName, data, delayMs: Math.max(0, offerOverdueFrom(validUntil) - clock()) }];
    },
  };
}
