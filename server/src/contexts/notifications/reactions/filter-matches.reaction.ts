import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import type { EventStore } from '../../../core/event-store/event-store';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { rowMatches, rowsAround, type ListMatcher } from '../../../core/notify/list-matchers';
import type { ReadStore } from '../../../core/read-store/read-store';
import type { Reaction, ReactionJob } from '../../../core/reactions/reaction';
import { offerListMatcher } from '../../offers/public/offer-list-matcher';
import { taskListMatcher } from '../../tasks/public/task-list-matcher';
import { RecordFilterMatch } from '../commands/filter-subscriptions.handler';
import { FILTER_SUBSCRIPTIONS_COLLECTION, type FilterSubscriptionRow } from '../projections/notifications.projection';

/** The lists one can subscribe to, by their items' stream type. */
export const LIST_MATCHERS: readonly ListMatcher[] = [taskListMatcher, offerListMatcher];

export interface FilterMatchJobData {
  account_id: string;
  subscription_id: string;
  item_id: string;
  matched: boolean;
  /** The event that made the item start or stop matching, and who did it. */
  cause: string;
  actor_id: string | null;
}

/**
 * Saved-filter subscriptions, evaluated on the events (not by polling every filter): after an
 * event of a task or an offer, the item's list row before and after it (the list's own
 * projection folding the item's stream) is matched against each subscription of that list in
 * the account, through the list's own filter; where the answer changed, a job records
 * FilterMatchChanged on the subscription's stream (once per cause), which the notifications
 * projection tells the subscriber of.
 */
export function filterMatchesReaction(events: EventStore, store: ReadStore): Reaction {
  return {
    name: 'notifications-filter-matches',
    eventTypes: [...new Set(LIST_MATCHERS.flatMap((matcher) => matcher.eventTypes))],
    async react(event: RecordedEvent): Promise<ReactionJob[]> {
      const matcher = LIST_MATCHERS.find((candidate) => event.streamId.startsWith(`${candidate.streamType}-`));
      if (!matcher) return [];
      const account_id = event.metadata.accountId;
      const subscriptions = store.collection<FilterSubscriptionRow>(FILTER_SUBSCRIPTIONS_COLLECTION).forAccount(account_id);
      const ids = await subscriptions.findIds({ where: { list: matcher.list, deleted: false } });
      if (ids.length === 0) return [];
      const { before, after } = await rowsAround(events, matcher, event);
      const item_id = event.streamId.slice(`${matcher.streamType}-`.length);
      return (await subscriptions.getMany(ids)).flatMap((subscription): ReactionJob[] => {
        const [was, is] = [before, after].map((row) => rowMatches(matcher, row, subscription.user_id, subscription.query));
        if (was === is) return [];
        const data: FilterMatchJobData = {
          account_id,
          subscription_id: subscription.id,
          item_id,
          matched: is,
          cause: event.eventId,
          actor_id: event.metadata.actorId,
        };
        return [{ job: FilterMatchJob.jobName, data, key: subscription.id }];
      });
    },
  };
}

/** Records one FilterMatchChanged, as done by whoever made the change (nobody is told of their own doing). */
@Injectable()
export class FilterMatchJob implements JobDefinition<FilterMatchJobData> {
  static readonly jobName = 'FilterMatchJob';
  readonly name = FilterMatchJob.jobName;

  constructor(private readonly commands: CommandBus) {}

  async handle({ account_id, subscription_id, item_id, matched, cause, actor_id }: FilterMatchJobData): Promise<void> {
    const context = commandContext(account_id, actor_id, { causationId: cause });
    await this.commands.execute(new RecordFilterMatch(context, subscription_id, { item_id, matched, cause }));
  }
}
