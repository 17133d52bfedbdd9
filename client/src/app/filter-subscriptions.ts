import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { FilterSubscriptionList } from '@kollab/contracts';
import {
  FILTER_SUBSCRIPTIONS,
  filterSubscriptionsActions as actions,
  filterSubscriptionsReducer,
  filterSubscriptionsSaga,
  selectFilterSubscriptions,
} from '../features/inbox/subscriptions';
import { selectCurrentAccount } from '../features/session';
import type { FilterSubscriptions } from '../lib/saved-filters';
import { useFeatureSaga } from './feature-saga';
import { useFeatureSlice } from './feature-slice';

/**
 * The subscriptions of a list's saved filters (issue 17: tasks, offers), for the list page's "Benachrichtigen"
 * toggles: the slice and flows (inbox feature, the client's side of the notifications) start with the first such
 * list, and the subscriptions are read with the list (again in another account, and when the menu opens after a
 * failed read).
 */
export function useFilterSubscriptions(list: FilterSubscriptionList): FilterSubscriptions {
  useFeatureSlice(FILTER_SUBSCRIPTIONS, filterSubscriptionsReducer);
  useFeatureSaga(filterSubscriptionsSaga);
  const dispatch = useDispatch();
  const { rows, pending } = useSelector(selectFilterSubscriptions);
  const accountId = useSelector(selectCurrentAccount)?.id ?? null;
  useEffect(() => {
    if (accountId) dispatch(actions.shown());
  }, [dispatch, accountId]);
  return useMemo(() => {
    const names = rows.filter((row) => row.list === list).map((row) => row.name);
    return {
      subscribed: names,
      pending: pending.flatMap((key) => (key.startsWith(`${list}:`) ? [key.slice(list.length + 1)] : [])),
      load: () => dispatch(actions.shown()),
      subscribe: (name, filter) => dispatch(actions.subscribeRequested({ list, name, filter })),
      unsubscribe: (name) => dispatch(actions.unsubscribeRequested({ list, name })),
      renamed: (from, to) => dispatch(actions.savedFilterChanged({ list, from, name: to })),
      replaced: (from, to, filter) => dispatch(actions.savedFilterChanged({ list, from, name: to, filter })),
      deleted: (name) => dispatch(actions.savedFilterDeleted({ list, name })),
    };
  }, [rows, pending, list, dispatch]);
}
