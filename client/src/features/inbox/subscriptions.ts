/**
 * The saved filters' subscriptions (issue 17): what the tasks and offers lists load for their "Benachrichtigen"
 * toggles (app/filter-subscriptions.ts), apart from screens.ts (the bell), never on the login page.
 */
export { filterSubscriptionsActions, filterSubscriptionsReducer, selectFilterSubscriptions } from './filter-subscriptions.slice';
export { filterSubscriptionsSaga } from './filter-subscriptions.saga';
export { FILTER_SUBSCRIPTIONS } from './filter-subscriptions.state';
