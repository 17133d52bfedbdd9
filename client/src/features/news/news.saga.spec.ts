import { describe, expect, it } from 'vitest';
import type { UpdateView } from '@kollab/contracts';
import { fail, harness, ok, signedIn } from '../../test/session-harness';
import { sessionActions } from '../session';
import { NEWS_SEEN_KEY } from './news.saga';
import { newsActions, selectNewsBadge } from './news.slice';
import { settle } from '../../test/settle';

const update = (index: number): UpdateView => ({
  id: `u-${index}`,
  title: `Neu ${index}`,
  text: 'Text',
  date: Date.UTC(2024, 0, 1) + index * 60_000,
  image_url: null,
  version: 1,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});
const page = (count: number, from = 0) =>
  ok({ data: Array.from({ length: count }, (_, index) => update(from + index)), meta: { page: 1, limit: 10, total: count } });

describe('news saga', () => {
  it('reads GET /v2/updates?limit=10, newest first', async () => {
    const { store, calls } = harness(() => page(3));
    store.dispatch(newsActions.listRequested());
    await settle(() => store.getState().news.status === 'loaded');
    expect(calls[0].request).toMatchObject({ method: 'GET', path: '/v2/updates', query: { limit: 10 } });
    expect(store.getState().news.updates.map((item) => item.id)).toEqual(['u-2', 'u-1', 'u-0']);
    expect(selectNewsBadge(store.getState())).toBe('3');
  });

  it('the badge of unseen updates is capped at "99+"', async () => {
    const { store } = harness(() => page(120));
    store.dispatch(newsActions.listRequested());
    await settle(() => store.getState().news.status === 'loaded');
    expect(selectNewsBadge(store.getState())).toBe('99+');
  });

  it('counts only updates newer than the seen date kept in local storage', async () => {
    localStorage.setItem(NEWS_SEEN_KEY, JSON.stringify({ 'user-1': update(4).date, 'user-2': update(0).date }));
    const { store } = harness(() => page(6));
    store.dispatch(newsActions.listRequested());
    await settle(() => store.getState().news.status === 'loaded');
    expect(selectNewsBadge(store.getState())).toBe('1');
  });

  it('opening the drawer reads the list again and marks all of it seen', async () => {
    let round = 0;
    const { store, calls } = harness(() => {
      round += 1;
      return round === 1 ? page(2) : page(3);
    });
    store.dispatch(newsActions.listRequested());
    await settle(() => store.getState().news.status === 'loaded');
    store.dispatch(newsActions.drawerOpened());
    await settle(() => store.getState().news.seenUntil > 0);
    expect(calls).toHaveLength(2);
    expect(selectNewsBadge(store.getState())).toBe('');
    expect(JSON.parse(localStorage.getItem(NEWS_SEEN_KEY) ?? '{}')).toEqual({ 'user-1': update(2).date });
  });

  it('a failed read leaves the badge empty', async () => {
    const { store } = harness(() => fail(500, 'boom'));
    store.dispatch(newsActions.listRequested());
    await settle(() => store.getState().news.status === 'failed');
    expect(selectNewsBadge(store.getState())).toBe('');
  });

  it('the seen mark survives logout and a reload: the badge stays cleared for that user, not for another', async () => {
    const first = harness(() => page(3));
    first.store.dispatch(newsActions.drawerOpened());
    await settle(() => first.store.getState().news.seenUntil > 0);
    first.store.dispatch(sessionActions.logoutRequested());
    await settle(() => first.store.getState().session.tokens === null);
    expect(localStorage.getItem(NEWS_SEEN_KEY)).not.toBeNull();

    // a new page load (a fresh store) of the same user
    const again = harness(() => page(3));
    again.store.dispatch(newsActions.listRequested());
    await settle(() => again.store.getState().news.status === 'loaded');
    expect(selectNewsBadge(again.store.getState())).toBe('');

    const other = harness(() => page(3), signedIn({ user: { id: 'user-2', username: 'ben', name: 'Ben' } }));
    other.store.dispatch(newsActions.listRequested());
    await settle(() => other.store.getState().news.status === 'loaded');
    expect(selectNewsBadge(other.store.getState())).toBe('3');
  });
});
