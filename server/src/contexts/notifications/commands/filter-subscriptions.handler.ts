import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainRefusal, type FilterSubscriptionList } from '@kollab/contracts';
import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { evolveFilterSubscription, type FilterSubscriptionEvent, type FilterSubscriptionState } from '../domain/filter-subscription';

/** Streams `filter_subscription-<id>` in the account. */
export const filterSubscriptionAggregate = defineAggregate<FilterSubscriptionState, FilterSubscriptionEvent>({
  type: 'filter_subscription',
  initialState: () => ({ lifecycle: 'none' }),
  evolve: (state, event) => evolveFilterSubscription(state, event, event.metadata.occurredAt),
});

export interface SubscriptionFacts {
  list: FilterSubscriptionList;
  name: string;
  filter: Record<string, unknown>;
  query: Record<string, unknown>;
}

/** POST, PUT, DELETE v1/filter_subscriptions: the caller's own subscription. */
export class ChangeFilterSubscription {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly change:
      | { type: 'subscribe'; userId: string; facts: SubscriptionFacts }
      | { type: 'change'; userId: string; facts: SubscriptionFacts }
      | { type: 'unsubscribe'; userId: string },
  ) {}

  static subscribe(context: CommandContext, userId: string, facts: SubscriptionFacts): ChangeFilterSubscription {
    return new ChangeFilterSubscription(context, randomUUID(), { type: 'subscribe', userId, facts });
  }
}

/** A job's finding: the item started or stopped matching, caused by event `cause` (recorded once per cause). */
export class RecordFilterMatch {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly match: { item_id: string; matched: boolean; cause: string },
  ) {}
}

const ownLive = (state: FilterSubscriptionState, userId: string) => {
  if (state.lifecycle !== 'live' || state.user_id !== userId) throw DomainRefusal.notFound('notifications.subscription_not_found');
  return state;
};

@CommandHandler(ChangeFilterSubscription)
export class ChangeFilterSubscriptionHandler implements ICommandHandler<ChangeFilterSubscription, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, change }: ChangeFilterSubscription): Promise<AppendResult> {
    return this.repository.execute(filterSubscriptionAggregate, context, id, (state): FilterSubscriptionEvent[] => {
      if (change.type === 'subscribe') {
        if (state.lifecycle !== 'none') throw DomainRefusal.conflict('notifications.subscription_name_taken');
        return [{ type: 'FilterSubscribed', data: { user_id: change.userId, ...change.facts } }];
      }
      const live = ownLive(state, change.userId);
      if (change.type === 'unsubscribe') return [{ type: 'FilterUnsubscribed', data: {} }];
      const { name, filter, query } = change.facts;
      if (change.facts.list !== live.list) throw DomainRefusal.field('list', 'validation.invalid');
      const same = name === live.name && JSON.stringify(filter) === JSON.stringify(live.filter);
      return same ? [] : [{ type: 'FilterSubscriptionChanged', data: { name, filter, query } }];
    });
  }
}

@CommandHandler(RecordFilterMatch)
export class RecordFilterMatchHandler implements ICommandHandler<RecordFilterMatch, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, match }: RecordFilterMatch): Promise<AppendResult> {
    return this.repository.execute(filterSubscriptionAggregate, context, id, (state): FilterSubscriptionEvent[] => {
      if (state.lifecycle !== 'live' || state.causes.includes(`${match.cause}|${match.item_id}`)) return [];
      return [{ type: 'FilterMatchChanged', data: match }];
    });
  }
}
