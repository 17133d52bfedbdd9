import { IsObject } from 'class-validator';
import { LengthBetween, OneOf, Optional, Required, Text } from '../validation/rules';

/** The lists whose saved filters one can subscribe to (issue 17). */
export const FILTER_SUBSCRIPTION_LISTS = ['tasks', 'offers'] as const;
export type FilterSubscriptionList = (typeof FILTER_SUBSCRIPTION_LISTS)[number];

/** At most this many subscriptions per user and account. */
export const FILTER_SUBSCRIPTIONS_MAX = 50;

/**
 * POST v1/filter_subscriptions, PUT v1/filter_subscriptions/{id}: tell me when an item starts
 * or stops matching this saved filter. `filter` holds the list's filter keys without their
 * `filter[…]` brackets (as an export's: `{ "status": "open", "search": "Müller" }`), checked by
 * the list's rules (422 `filter.<key>`); `name` is the saved filter's name.
 */
export class FilterSubscriptionInput {
  @Required()
  @OneOf(FILTER_SUBSCRIPTION_LISTS)
  list!: FilterSubscriptionList;

  @Required()
  @Text()
  @LengthBetween(1, 80)
  name!: string;

  @Optional()
  @IsObject({ message: 'validation.invalid' })
  filter?: Record<string, unknown>;
}

/** One subscription of the caller's. */
export interface FilterSubscriptionView {
  id: string;
  list: FilterSubscriptionList;
  name: string;
  filter: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  version: number;
}

/** GET v1/filter_subscriptions: the caller's subscriptions in this account, by name. */
export interface FilterSubscriptionListView {
  data: FilterSubscriptionView[];
}
