import type { FilterSubscriptionList, FilterSubscriptionView } from '@kollab/contracts';
import type { RequestStatus } from '../../lib/request-status';

/** The store key of the slice: injected with the first list that shows the toggles (app/filter-subscriptions.ts). */
export const FILTER_SUBSCRIPTIONS = 'filterSubscriptions';

/** A saved filter of a list, as its subscription is named. */
export interface SavedFilterRef {
  list: FilterSubscriptionList;
  name: string;
}

export interface FilterSubscriptionsState {
  /** GET v1/filter_subscriptions (the caller's, in the current account). */
  status: RequestStatus;
  rows: FilterSubscriptionView[];
  /** The saved filters whose subscription is being changed (`pendingKey`). */
  pending: string[];
}

export const initialFilterSubscriptionsState: FilterSubscriptionsState = { status: 'idle', rows: [], pending: [] };

export const pendingKey = ({ list, name }: SavedFilterRef) => `${list}:${name}`;
