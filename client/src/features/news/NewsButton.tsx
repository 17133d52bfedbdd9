import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
// a deep import: the barrel (decorated DTOs, class-validator) stays out of the login page's JavaScript
import { UPDATE_NEWS_FLAG } from '@kollab/contracts/news/update-rules';
import { selectFlags } from '../session';
import { NewsDrawer } from './NewsDrawer';
import { newsActions, selectNews, selectNewsBadge } from './news.slice';

/**
 * The what's-new entry bound to the store: reads the list once for the badge, again when opened.
 * Only for accounts with the flag kollab.update_news (seed §6); without it nothing shows and nothing is read.
 */
export function NewsButton() {
  const dispatch = useDispatch();
  const enabled = useSelector(selectFlags).includes(UPDATE_NEWS_FLAG);
  const news = useSelector(selectNews);
  const badge = useSelector(selectNewsBadge);
  useEffect(() => {
    if (enabled && news.status === 'idle') dispatch(newsActions.listRequested());
  }, [enabled, news.status, dispatch]);
  if (!enabled) return null;
  return <NewsDrawer updates={news.updates} status={news.status} badge={badge} onOpen={() => dispatch(newsActions.drawerOpened())} />;
}
