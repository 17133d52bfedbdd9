import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { streamEvents } from '../../../core/testing/projection-specification';
import type { OfferEvent } from '../domain/offer.events';
import { MarkOfferOverdueJob } from '../jobs/mark-offer-overdue.job';
import { offerOverdueFrom, scheduleOfferOverdueCheckReaction } from './schedule-offer-overdue-check.reaction';

const NOW = Date.parse('2030-01-10T12:00:00Z');

describe('scheduling the overdue check of offers', () => {
  const reaction = scheduleOfferOverdueCheckReaction(() => NOW);
  const offer = streamEvents<OfferEvent>('offer-o1', { accountId: 'a1' });

  it('is overdue from the start of the day after valid_until (UTC)', () => {
    expect(new Date(offerOverdueFrom('2030-01-31')).toISOString()).toBe('2030-02-01T00:00:00.000Z');
  });

  it('schedules a job delayed until valid_until passed, for a change of the date only', async () => {
    const changed = offer('OfferChanged', { valid_until: '2030-01-11' }) as RecordedEvent;
    expect(await reaction.react(changed)).toEqual([
      {
        job: MarkOfferOverdueJob.jobName,
        data: { account_id: 'a1', offer_id: 'o1', valid_until: '2030-01-11', event_id: changed.eventId },
        delayMs: Date.parse('2030-01-12T00:00:00Z') - NOW,
      },
    ]);
    expect(await reaction.react(offer('OfferChanged', { title: 'Neu' }) as RecordedEvent)).toEqual([]);
    expect(await reaction.react(offer('OfferChanged', { valid_until: null }) as RecordedEvent)).toEqual([]);
  });

  it('runs at once for a date already past', async () => {
    const [job] = (await reaction.react(offer('OfferChanged', { valid_until: '2029-12-01' }) as RecordedEvent)) as Array<{ delayMs: number }>;
    expect(job.delayMs).toBe(0);
  });
});
