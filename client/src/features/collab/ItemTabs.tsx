import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';
import { Tab, Tabs } from '@mui/material';
import type { RequestStatus } from '../../lib/request-status';

export type ItemTab = 'overview' | 'history';

/** The feature's actions of an item page (item-detail.reducers.ts makes them). */
export interface ItemPageActions {
  opened(payload: { id: string }): Action;
  closed(): Action;
  historyRequested(): Action;
}

/**
 * An item page's open item and tab: item `id` is opened (on the overview) whenever it changes
 * and closed on leaving; the history is read when its tab first shows.
 */
export function useItemTabs(id: string, actions: ItemPageActions, historyStatus: RequestStatus) {
  const dispatch = useDispatch();
  const [tab, setTab] = useState<ItemTab>('overview');
  useEffect(() => {
    dispatch(actions.opened({ id }));
    setTab('overview');
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch, actions, id]);
  useEffect(() => {
    if (tab === 'history' && historyStatus === 'idle') dispatch(actions.historyRequested());
  }, [dispatch, actions, tab, historyStatus]);
  return [tab, setTab] as const;
}

export interface ItemTabsProps {
  value: ItemTab;
  onChange(tab: ItemTab): void;
  /** The tab list's label, and the two tabs'. */
  label: string;
  overviewLabel: string;
  historyLabel: string;
}

/** The two tabs of an item page: the item, and its history. */
export function ItemTabs({ value, onChange, label, overviewLabel, historyLabel }: ItemTabsProps) {
  return (
    <Tabs value={value} onChange={(_event, tab: ItemTab) => onChange(tab)} aria-label={label} sx={{ mb: 2 }}>
      <Tab value="overview" label={overviewLabel} />
      <Tab value="history" label={historyLabel} />
    </Tabs>
  );
}
