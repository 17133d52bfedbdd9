import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NewsDrawer } from './NewsDrawer';
import { newsActions, selectNews, selectNewsBadge } from './news.slice';

/** The what's-new entry bound to the store: reads the list once for the badge, again when opened. */
export function NewsButton() {
  const dispatch = useDispatch();
  const news = useSelector(selectNews);
  const badge = useSelector(selectNewsBadge);
  useEffect(() => {
    if (news.status === 'idle') dispatch(newsActions.listRequested());
  }, [news.status, dispatch]);
  return <NewsDrawer updates={news.updates} status={news.status} badge={badge} onOpen={() => dispatch(newsActions.drawerOpened())} />;
}
