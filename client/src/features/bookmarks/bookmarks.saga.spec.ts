import { describe, expect, it } from 'vitest';
import type { BookmarkView } from '@kollab/contracts';
import { fail, harness, ok } from '../../test/session-harness';
import { bookmarksActions, selectBookmarks } from './bookmarks.slice';
import { settle } from '../../test/settle';

const view = (id: string, path: string, label: string): BookmarkView => ({
  id,
  path,
  label,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});
const page = (data: BookmarkView[]) => ok({ data, meta: { page: 1, limit: data.length, total: data.length } });

describe('bookmarks saga', () => {
  it('adding posts {path, label} and reads the list again', async () => {
    let stored: BookmarkView[] = [];
    const { store, calls } = harness((request) => {
      if (request.method === 'POST' && request.path === '/v1/bookmarks/') {
        const body = request.body as { path: string; label: string };
        stored = [view('b-1', body.path, body.label)];
        return { status: 201, body: { id: 'b-1', version: 1, position: 7 }, latestClientVersion: null };
      }
      if (request.method === 'GET' && request.path === '/v1/bookmarks/') return page(stored);
      return fail(404, 'x');
    });
    store.dispatch(bookmarksActions.saveRequested({ path: '/tasks?filter[status]=open', label: '  Offene Aufgaben ' }));
    await settle(() => !store.getState().bookmarks.saving);
    expect(calls.map((call) => `${call.request.method} ${call.request.path}`)).toEqual(['POST /v1/bookmarks/', 'GET /v1/bookmarks/']);
    expect(calls[0].request.body).toEqual({ path: '/tasks?filter[status]=open', label: 'Offene Aufgaben' });
    expect(calls[0].headers.signature).toBe('sig-1');
    expect(selectBookmarks(store.getState())).toEqual([view('b-1', '/tasks?filter[status]=open', 'Offene Aufgaben')]);
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'bookmarks:saved' });
  });

  it('a rejected add keeps the list and leaves the error code', async () => {
    const { store } = harness(() => fail(422, 'Pfad ungültig', 'bookmarks.path_invalid'));
    store.dispatch(bookmarksActions.saveRequested({ path: '/x', label: 'X' }));
    await settle(() => store.getState().bookmarks.error !== null);
    expect(store.getState().bookmarks).toMatchObject({ saving: false, error: 'bookmarks.path_invalid' });
  });

  it('removing deletes /v1/bookmarks/{id} and drops it from the list', async () => {
    const { store, calls } = harness((request) => {
      if (request.method === 'GET') return page([view('b-1', '/tasks', 'Aufgaben'), view('b-2', '/home', 'Start')]);
      if (request.method === 'DELETE') return ok({ id: 'b-1', version: 2, position: 9 });
      return fail(404, 'x');
    });
    store.dispatch(bookmarksActions.listRequested());
    await settle(() => store.getState().bookmarks.status === 'loaded');
    store.dispatch(bookmarksActions.removeRequested({ id: 'b-1' }));
    await settle(() => selectBookmarks(store.getState()).length === 1);
    expect(calls.at(-1)?.request).toMatchObject({ method: 'DELETE', path: '/v1/bookmarks/b-1' });
    expect(selectBookmarks(store.getState()).map((item) => item.id)).toEqual(['b-2']);
    expect(store.getState().bookmarks.removing).toEqual([]);
  });

  it('a bookmark already gone on the server (404) is gone here too', async () => {
    const { store } = harness((request) =>
      request.method === 'GET' ? page([view('b-1', '/tasks', 'Aufgaben')]) : fail(404, 'not found', 'bookmarks.bookmark_not_found'),
    );
    store.dispatch(bookmarksActions.listRequested());
    await settle(() => store.getState().bookmarks.status === 'loaded');
    store.dispatch(bookmarksActions.removeRequested({ id: 'b-1' }));
    await settle(() => selectBookmarks(store.getState()).length === 0);
    expect(selectBookmarks(store.getState())).toEqual([]);
  });
});
