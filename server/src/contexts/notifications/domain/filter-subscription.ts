import type { FilterSubscriptionList } from '@kollab/contracts';

type Ev<Type extends string, Data> = { type: Type; data: Data };

/**
 * Streams `filter_subscription-<id>` in the account: a user's subscription to a saved filter of
 * tasks or offers, and the items that started or stopped matching it. `query` is the list
 * query the filter became (`filter[status]` …), as the list's rules checked it.
 */
export type FilterSubscribed = Ev<
  'FilterSubscribed',
  { user_id: string; list: FilterSubscriptionList; name: string; filter: Record<string, unknown>; query: Record<string, unknown> }
>;
export type FilterSubscriptionChanged = Ev<
  'FilterSubscriptionChanged',
  { name: string; filter: Record<string, unknown>; query: Record<string, unknown> }
>;
export type FilterUnsubscribed = Ev<'FilterUnsubscribed', Record<string, never>>;
/** An item of the list started (`matched`) or stopped matching the filter, by the event `cause` (its global position). */
export type FilterMatchChanged = Ev<'FilterMatchChanged', { item_id: string; matched: boolean; cause: string }>;

export type FilterSubscriptionEvent = FilterSubscribed | FilterSubscriptionChanged | FilterUnsubscribed | FilterMatchChanged;

export const FILTER_SUBSCRIPTION_EVENT_TYPES: ReadonlyArray<FilterSubscriptionEvent['type']> = [
  'FilterSubscribed',
  'FilterSubscriptionChanged',
  'FilterUnsubscribed',
  'FilterMatchChanged',
];

export type FilterSubscriptionState =
  | { lifecycle: 'none' }
  | {
      lifecycle: 'live' | 'deleted';
      user_id: string;
      list: FilterSubscriptionList;
      name: string;
      filter: Record<string, unknown>;
      query: Record<string, unknown>;
      created_at: string;
      updated_at: string;
      /** The causes recorded lately: a match change is recorded once per cause. */
      causes: string[];
    };

const CAUSES_MAX = 500;

export function evolveFilterSubscription(state: FilterSubscriptionState, event: FilterSubscriptionEvent, at: string): FilterSubscriptionState {
  if (event.type === 'FilterSubscribed') return { lifecycle: 'live', ...event.data, created_at: at, updated_at: at, causes: [] };
  if (state.lifecycle === 'none') return state;
  switch (event.type) {
    case 'FilterSubscriptionChanged':
      return { ...state, ...event.data, updated_at: at };
    case 'FilterUnsubscribed':
      return { ...state, lifecycle: 'deleted', updated_at: at };
    case 'FilterMatchChanged':
      return { ...state, causes: [...state.causes, `${event.data.cause}|${event.data.item_id}`].slice(-CAUSES_MAX) };
  }
}
