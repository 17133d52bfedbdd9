import { describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { fail, ok, type Handler } from '../../test/session-harness';
import { DEFAULT_PROTOCOLS_QUERY } from './protocol-query';
import { protocolsActions as actions } from './protocols.slice';
import { deletionPush, notFound, page, protocolPush, protocolsHarness, protocolView, written } from './protocols.fixtures';
import { settle } from '../../test/settle';

const paths = (calls: { request: ApiRequest }[]) => calls.map(({ request }) => `${request.method} ${request.path}`);
const stale = (): never => fail(409, 'stale', 'concurrency.wrong_expected_version');

describe('protocols saga', () => {
  it('reads the list with filters, order and paging as the server names them', async () => {
    const { store, calls } = protocolsHarness(() => page([protocolView('a')], 1));
    store.dispatch(actions.listRequested({ ...DEFAULT_PROTOCOLS_QUERY, search: 'budget', team: 't1', order: 'title', page: 2 }));
    await settle(() => store.getState().protocols.list.status === 'loaded');
    expect(calls[0].request).toMatchObject({
      method: 'GET',
      path: '/v1/protocols',
      query: { page: 2, order: 'title', 'filter[search]': 'budget', 'filter[team]': 't1' },
    });
    expect(store.getState().protocols.list.rows.map((row) => row.id)).toEqual(['a']);
  });

  it('drops a late answer to an older query', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => {
      answer = resolve;
    });
    const { store, calls } = protocolsHarness((request) => (request.query?.['filter[search]'] === 'old' ? slow : page([protocolView('new')])));
    store.dispatch(actions.listRequested({ ...DEFAULT_PROTOCOLS_QUERY, search: 'old' }));
    await settle(() => calls.some((call) => call.request.query?.['filter[search]'] === 'old'));
    store.dispatch(actions.listRequested({ ...DEFAULT_PROTOCOLS_QUERY, search: 'new' }));
    await settle(() => store.getState().protocols.list.status === 'loaded');
    answer(page([protocolView('old')]));
    await settle();
    expect(store.getState().protocols.list.rows.map((row) => row.id)).toEqual(['new']);
  });

  it('creating a protocol posts the fields and opens it', async () => {
    const { store, calls, navigate } = protocolsHarness((request) => (request.method === 'POST' ? written('p9', 1) : notFound()));
    store.dispatch(actions.createRequested({ title: 'Jour fixe', type: 'type-pr', teams: ['team-1'], published: true }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
      path: '/v1/protocols',
      body: { title: 'Jour fixe', type: 'type-pr', teams: ['team-1'], published: true },
    });
    expect(navigate).toHaveBeenCalledWith('/protocols/p9');
  });

  it('a refused create keeps the 422 field errors for the form', async () => {
    const { store, navigate } = protocolsHarness(() => {
      throw new ApiError(422, {
        message: 'invalid',
        code: 'protocols.publish_needs_team_and_type',
        errors: { published: ['Publishing needs a team and a type'] },
      });
    });
    store.dispatch(actions.createRequested({ title: 'x', published: true }));
    await settle(() => store.getState().protocols.create.status === 'failed');
    expect(store.getState().protocols.create).toMatchObject({
      status: 'failed',
      code: 'protocols.publish_needs_team_and_type',
      fieldErrors: { published: ['Publishing needs a team and a type'] },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('saving sends only the changed fields with If-Match = the version the form started from', async () => {
    const base = protocolView('a', { version: 3 });
    const { store, calls } = protocolsHarness((request) => {
      if (request.method === 'PATCH') return written('a', 4);
      if (request.method === 'GET' && request.path === '/v1/protocols/a') return ok(protocolView('a', { version: 4, title: 'Neu' }));
      return page([]);
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().protocols.detail.status === 'loaded');
    store.dispatch(actions.editStarted());
    store.dispatch(actions.saveRequested({ id: 'a', base, changes: { title: 'Neu' } }));
    await settle(() => store.getState().protocols.detail.save.status === 'idle' && store.getState().protocols.detail.editing === false);
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({
      path: '/v1/protocols/a',
      body: { title: 'Neu' },
      ifMatch: 3,
    });
    expect(store.getState().protocols.detail.editing).toBe(false);
  });

  it('a 409 reads the base and the current version and names their changes, mine and the clashes; re-apply sends mine on the current version', async () => {
    const base = protocolView('a', { version: 3, title: 'Alt', body: '<p>a</p>', attendees: ['user-2'] });
    const current = protocolView('a', { version: 5, title: 'Ihr Titel', body: '<p>a</p>', attendees: ['user-2', 'user-1'] });
    let patches = 0;
    const { store, calls } = protocolsHarness((request) => {
      if (request.method === 'PATCH') {
        patches += 1;
        return patches === 1 ? stale() : written('a', 6);
      }
      if (request.method === 'GET' && request.path === '/v1/protocols/a') return ok(request.query?.version === 3 ? base : current);
      return page([]);
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().protocols.detail.status === 'loaded');
    store.dispatch(actions.editStarted());
    store.dispatch(actions.saveRequested({ id: 'a', base, changes: { title: 'Mein Titel', body: '<p>b</p>' } }));
    await settle(() => store.getState().protocols.detail.conflict !== null);

    const { conflict } = store.getState().protocols.detail.conflict!;
    expect(conflict.theirs.map((change) => change.field)).toEqual(['title', 'attendees']);
    expect(conflict.mine.map((change) => change.field)).toEqual(['title', 'body']);
    expect(conflict.clashes).toEqual(['title']);
    expect(calls.some((call) => call.request.method === 'GET' && call.request.query?.version === 3)).toBe(true);

    store.dispatch(actions.conflictReapplied());
    await settle(() => patches === 2 && store.getState().protocols.detail.editing === false);
    const second = calls.filter((call) => call.request.method === 'PATCH')[1].request;
    expect(second).toMatchObject({ ifMatch: 5, body: { title: 'Mein Titel', body: '<p>b</p>' } });
    // their attendee change is not sent back (it stays)
    expect(second.body).not.toHaveProperty('attendees');
  });

  it('a side write (a comment) posts, toasts and reads the protocol again', async () => {
    const { store, calls } = protocolsHarness((request) => {
      if (request.method === 'POST') return written('c1', 2);
      if (request.path === '/v1/protocols/a')
        return ok(protocolView('a', { version: 2, comments: [{ id: 'c1', body: 'Gut', author_id: 'user-1', created_at: '', updated_at: '' }] }));
      return page([]);
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().protocols.detail.status === 'loaded');
    store.dispatch(actions.commentAddRequested({ id: 'a', body: 'Gut' }));
    await settle(() => store.getState().protocols.detail.busy === false && paths(calls).filter((path) => path === 'GET /v1/protocols/a').length >= 2);
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({ path: '/v1/protocols/a/comments', body: { body: 'Gut' } });
    expect(store.getState().protocols.detail.view?.comments).toHaveLength(1);
  });

  it('watching is PATCH …/watch with the status', async () => {
    const { store, calls } = protocolsHarness((request) =>
      request.method === 'PATCH' ? written('a', 2) : request.path === '/v1/protocols/a' ? ok(protocolView('a')) : page([]),
    );
    store.dispatch(actions.opened({ id: 'a' }));
    store.dispatch(actions.watchRequested({ id: 'a', watching: true }));
    await settle(() => calls.some((call) => call.request.method === 'PATCH'));
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({
      path: '/v1/protocols/a/watch',
      body: { status: 'watching' },
    });
  });

  it('linking a task re-reads the linked tasks, not the protocol', async () => {
    const { store, calls } = protocolsHarness((request) => {
      if (request.method === 'POST') return written('a', 1);
      if (request.path === '/v1/protocols/a/tasks') return page([{ id: 't1', number: 'AUF-1', title: 'Angebot', status: 'open' }]);
      if (request.path === '/v1/protocols/a') return ok(protocolView('a'));
      return page([]);
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().protocols.detail.tasks.status === 'loaded');
    const before = paths(calls).filter((path) => path === 'GET /v1/protocols/a').length;
    store.dispatch(actions.taskLinkRequested({ id: 'a', taskId: 't1' }));
    await settle(() => paths(calls).filter((path) => path === 'GET /v1/protocols/a/tasks').length === 2);
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({ path: '/v1/protocols/a/tasks', body: { task_id: 't1' } });
    expect(paths(calls).filter((path) => path === 'GET /v1/protocols/a').length).toBe(before);
    expect(store.getState().protocols.detail.tasks.rows).toEqual([{ id: 't1', number: 'AUF-1', title: 'Angebot', status: 'open' }]);
  });

  it('deleting goes back to the list', async () => {
    const { store, calls, navigate } = protocolsHarness((request) => (request.method === 'DELETE' ? written('a', 3) : notFound()));
    store.dispatch(actions.deleteRequested({ id: 'a', version: 2 }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls.find((call) => call.request.method === 'DELETE')?.request).toMatchObject({ path: '/v1/protocols/a', ifMatch: 2 });
    expect(navigate).toHaveBeenCalledWith('/protocols');
  });

  it('a burst of pushes of protocols not on the page re-reads the page once', async () => {
    const { store, calls } = protocolsHarness(() => page([protocolView('a')]));
    store.dispatch(actions.listRequested(DEFAULT_PROTOCOLS_QUERY));
    await settle(() => store.getState().protocols.list.status === 'loaded');
    for (const id of ['x', 'y', 'z']) store.dispatch(actions.viewPushed(protocolPush(protocolView(id, { version: 2 }))));
    await settle(
      () => paths(calls).filter((path) => path === 'GET /v1/protocols').length === 2 && store.getState().protocols.list.status === 'loaded',
    );
    await settle(); // no second re-read follows
    expect(paths(calls).filter((path) => path === 'GET /v1/protocols')).toHaveLength(2);
  });

  it('a push of the open protocol updates it when newer; a deletion shows the notice', async () => {
    const { store } = protocolsHarness((request) => (request.path === '/v1/protocols/a' ? ok(protocolView('a', { version: 2 })) : page([])));
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().protocols.detail.status === 'loaded');
    store.dispatch(actions.viewPushed(protocolPush(protocolView('a', { version: 1, title: 'Älter' }))));
    expect(store.getState().protocols.detail.view?.title).toBe('Protokoll a');
    store.dispatch(actions.viewPushed(protocolPush(protocolView('a', { version: 3, title: 'Neuer' }))));
    expect(store.getState().protocols.detail.view?.title).toBe('Neuer');
    store.dispatch(actions.viewPushed(deletionPush('a', 4)));
    expect(store.getState().protocols.detail.deleted).toBe(true);
  });

  it('the home card reads the 5 newest by date', async () => {
    const rows = ['1', '2', '3', '4', '5'].map((id) => protocolView(id));
    const { store, calls } = protocolsHarness(() => page(rows, 9));
    store.dispatch(actions.recentRequested());
    await settle(() => store.getState().protocols.recent.status === 'loaded');
    expect(calls[0].request).toMatchObject({ path: '/v1/protocols', query: { page: 1, limit: 5, order: '-date' } });
    expect(store.getState().protocols.recent.rows).toHaveLength(5);
  });

  it('a reconnect on a protocols page reads the list and the open protocol again', async () => {
    const handler: Handler = (request) => (request.path === '/v1/protocols/a' ? ok(protocolView('a')) : page([protocolView('a')]));
    const { store, calls } = protocolsHarness(handler);
    store.dispatch(actions.listRequested(DEFAULT_PROTOCOLS_QUERY));
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().protocols.detail.status === 'loaded' && store.getState().protocols.list.status === 'loaded');
    const before = calls.length;
    store.dispatch(actions.rereadRequested());
    await settle(() => paths(calls.slice(before)).includes('GET /v1/protocols') && paths(calls.slice(before)).includes('GET /v1/protocols/a'));
    expect(paths(calls.slice(before))).toEqual(expect.arrayContaining(['GET /v1/protocols', 'GET /v1/protocols/a']));
  });
});
