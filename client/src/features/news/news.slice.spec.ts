import { describe, expect, it } from 'vitest';
import type { UpdateView } from '@kollab/contracts';
import { badgeLabel, initialNewsState, newsActions, newsReducer, selectNewsBadge, selectUnseenCount } from './news.slice';

const update = (id: string, date: number): UpdateView => ({
  id,
  title: id,
  text: '',
  date,
  image_url: null,
  version: 1,
  created_at: '',
  updated_at: '',
});

describe('news slice', () => {
  it('counts the updates newer than the last seen one', () => {
    const state = newsReducer(
      initialNewsState,
      newsActions.listLoaded({ updates: [update('c', 300), update('b', 200), update('a', 100)], seenUntil: 150 }),
    );
    expect(selectUnseenCount({ news: state })).toBe(2);
    expect(selectNewsBadge({ news: state })).toBe('2');
  });

  it('marking seen never moves back', () => {
    const loaded = newsReducer(initialNewsState, newsActions.listLoaded({ updates: [update('a', 100)], seenUntil: 500 }));
    expect(newsReducer(loaded, newsActions.seen({ until: 100 })).seenUntil).toBe(500);
    expect(selectUnseenCount({ news: loaded })).toBe(0);
  });

  it('the badge shows nothing at 0, the count up to 99 and "99+" above', () => {
    expect(badgeLabel(0)).toBe('');
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});
