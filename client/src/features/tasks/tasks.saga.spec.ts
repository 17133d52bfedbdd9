import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../../test/session-harness';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { DEFAULT_TASKS_QUERY } from './task-query';
import { selectMyTasks, selectTaskCreate, selectTaskDetail, selectTaskList, selectTaskLookups, tasksActions as actions } from './tasks.slice';
import type { TasksState } from './tasks.state';
import { page, taskLookups, taskView, tasksHarness, written } from './tasks.fixtures';
import { settle } from '../../test/settle';

/** The tasks state (each part its initial state until the feature loaded). */
const tasksOf = (store: { getState(): { tasks: Partial<TasksState> } }): TasksState => {
  const state = store.getState();
  return {
    list: selectTaskList(state),
    detail: selectTaskDetail(state),
    create: selectTaskCreate(state),
    lookups: selectTaskLookups(state),
    mine: selectMyTasks(state),
  };
};
const paths = (calls: { request: ApiRequest }[]) => calls.map(({ request }) => `${request.method} ${request.path}`);
const push = (view: unknown, id = 't1') => ({ collection: 'tasks', id, view, position: 1 });

/** Lookups, and task `t1` at the version `current()` says; `rest` for anything else. */
function server(rest: Handler = () => fail(404, 'not found', 'tasks.task_not_found'), current = () => taskView('t1')): Handler {
  return (request, headers) => {
    const lookup = taskLookups(request);
    if (lookup) return lookup;
    if (request.method === 'GET' && request.path === '/v1/tasks/t1' && request.query?.version === undefined) return ok(current());
    return rest(request, headers);
  };
}

describe('tasks saga', { timeout: 20_000 }, () => {
  it('reads the list with every seed filter, the order and the paging as the server names them', async () => {
    const { store, calls } = tasksHarness(server(() => page([taskView('t1')])));
    store.dispatch(
      actions.listRequested({ ...DEFAULT_TASKS_QUERY, page: 2, order: 'due_date', status: 'overdue', assignee: 'user-2', hide_resolved: true }),
    );
    await settle(() => tasksOf(store).list.status === 'loaded');
    expect(calls[0].request).toMatchObject({
      method: 'GET',
      path: '/v1/tasks',
      query: { page: 2, limit: 25, order: 'due_date', 'filter[status]': 'overdue', 'filter[assignee]': 'user-2', 'filter[hide_resolved]': true },
    });
    expect(tasksOf(store).list.rows.map((row) => row.id)).toEqual(['t1']);
  });

  it('a 409 on an edit shows their and my changes; re-apply sends only my fields with If-Match of the current version', async () => {
    const base = taskView('t1', { version: 3, title: 'Alt', priority: 'normal' });
    const theirs = taskView('t1', { version: 4, title: 'Alt', priority: 'urgent' });
    const { store, calls } = tasksHarness(
      server(
        (request) => {
          if (request.method === 'GET' && request.query?.version === 3) return ok(base);
          if (request.method === 'PATCH' && request.ifMatch === 3) return fail(409, 'stale', 'concurrency.wrong_expected_version');
          if (request.method === 'PATCH' && request.ifMatch === 4) return written('t1', 5);
          return fail(404, 'no', 'tasks.task_not_found');
        },
        () => theirs,
      ),
    );
    store.dispatch(actions.opened({ id: 't1' }));
    await settle(() => tasksOf(store).detail.status === 'loaded');
    store.dispatch(actions.editRequested({ id: 't1', base, changes: { title: 'Neu' } }));
    await settle(() => tasksOf(store).detail.conflict !== null);
    const conflict = tasksOf(store).detail.conflict;
    expect(conflict?.base.version).toBe(3);
    expect(conflict?.current.version).toBe(4);
    expect(conflict?.mine).toEqual({ title: 'Neu' });
    expect(paths(calls)).toContain('GET /v1/tasks/t1');
    expect(calls.find((call) => call.request.query?.version === 3)).toBeDefined();

    store.dispatch(actions.conflictReapplied());
    await settle(() => tasksOf(store).detail.conflict === null);
    const patches = calls.filter((call) => call.request.method === 'PATCH');
    expect(patches.map((call) => [call.request.ifMatch, call.request.body])).toEqual([
      [3, { title: 'Neu' }],
      [4, { title: 'Neu' }],
    ]);
    expect(tasksOf(store).detail.saved).toBe(1);
  });

  it('a refused edit keeps the 422 field errors for the form', async () => {
    const refusal = {
      code: 'tasks.publish_needs_team_and_type',
      message: 'x',
      errors: { published: ['Veröffentlichen ist ohne Team und Typ nicht möglich'] },
    };
    const { store } = tasksHarness(
      server((request) => {
        if (request.method === 'PATCH') throw new ApiError(422, refusal as never);
        return fail(404, 'no');
      }),
    );
    store.dispatch(actions.opened({ id: 't1' }));
    await settle(() => tasksOf(store).detail.status === 'loaded');
    store.dispatch(actions.editRequested({ id: 't1', base: taskView('t1'), changes: { published: true, team: null } }));
    await settle(() => tasksOf(store).detail.fieldErrors !== null);
    expect(tasksOf(store).detail.fieldErrors).toEqual(refusal.errors);
    expect(tasksOf(store).detail.busy).toBeNull();
  });

  it("creating opens the new task; acts send If-Match with the task's version", async () => {
    const { store, calls, navigate } = tasksHarness(
      server((request) => {
        if (request.method === 'POST' && request.path === '/v1/tasks') return written('t9', 1);
        if (request.method === 'POST' && request.path === '/v1/tasks/t1/assignees') return written('t1', 2);
        return fail(404, 'no');
      }),
    );
    store.dispatch(actions.createRequested({ title: 'Pumpe' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/tasks/t9');

    store.dispatch(actions.actionRequested({ id: 't1', version: 1, action: { kind: 'assign', userId: 'user-2' } }));
    await settle(() => calls.some((call) => call.request.path === '/v1/tasks/t1/assignees'));
    expect(calls.find((call) => call.request.path === '/v1/tasks/t1/assignees')?.request).toMatchObject({
      method: 'POST',
      body: { user_id: 'user-2' },
      ifMatch: 1,
    });
  });

  it('pushes: a listed row takes a newer version, an older one is ignored, a deletion removes it; an unlisted task re-reads the page once', async () => {
    const { store, calls } = tasksHarness(server(() => page([taskView('t1', { version: 2 })])));
    store.dispatch(actions.listRequested(DEFAULT_TASKS_QUERY));
    await settle(() => tasksOf(store).list.status === 'loaded');
    store.dispatch(actions.viewPushed(push(taskView('t1', { version: 1, title: 'alt' }))));
    expect(tasksOf(store).list.rows[0].title).toBe('Aufgabe t1');
    store.dispatch(actions.viewPushed(push(taskView('t1', { version: 3, title: 'neu' }))));
    expect(tasksOf(store).list.rows[0].title).toBe('neu');

    const before = calls.filter((call) => call.request.path === '/v1/tasks').length;
    store.dispatch(actions.viewPushed(push(taskView('t7'), 't7')));
    store.dispatch(actions.viewPushed(push(taskView('t8'), 't8')));
    await settle(() => calls.filter((call) => call.request.path === '/v1/tasks').length > before);
    await settle(() => tasksOf(store).list.status === 'loaded');
    expect(calls.filter((call) => call.request.path === '/v1/tasks').length).toBe(before + 1);

    store.dispatch(actions.viewPushed(push({ id: 't1', version: 9, deleted: true })));
    expect(tasksOf(store).list.rows.map((row) => row.id)).not.toContain('t1');
  });

  it('the open task takes a newer push and marks a deletion', async () => {
    const { store } = tasksHarness(server());
    store.dispatch(actions.opened({ id: 't1' }));
    await settle(() => tasksOf(store).detail.status === 'loaded');
    store.dispatch(actions.viewPushed(push(taskView('t1', { version: 2, title: 'Von Bert geändert' }))));
    expect(tasksOf(store).detail.view?.title).toBe('Von Bert geändert');
    store.dispatch(actions.viewPushed(push({ id: 't1', version: 3, deleted: true })));
    expect(tasksOf(store).detail.deleted).toBe(true);
  });

  it('the home card asks for my unresolved tasks as assignee, latest due date first, five at most', async () => {
    const { store, calls } = tasksHarness(server(() => page([taskView('t1', { assignees: [{ user_id: 'user-1', status: 'open' }] })])));
    store.dispatch(actions.myTasksRequested());
    await settle(() => tasksOf(store).mine.status === 'loaded');
    expect(calls[0].request.query).toMatchObject({ limit: 5, order: '-due_date', 'filter[assignee]': 'user-1', 'filter[hide_resolved]': true });
    expect(tasksOf(store).mine.rows).toHaveLength(1);
  });
});
