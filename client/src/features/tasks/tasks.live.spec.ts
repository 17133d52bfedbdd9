import { describe, expect, it } from 'vitest';
import { realtimeActions } from '../realtime';
import type { ApiRequest } from '../../lib/api/http';
import { fail, ok, signedIn } from '../../test/session-harness';
import { selectTaskDetail, selectTaskList, tasksActions } from './tasks.slice';
import { DEFAULT_TASKS_QUERY } from './task-query';
import { page, taskLookups, taskView, tasksHarness } from './tasks.fixtures';
import { settle } from '../../test/settle';

function api(request: ApiRequest) {
  if (request.path === '/v1/accounts/acc-1') return ok(signedIn().account.current);
  if (request.path === '/v1/tasks') return page([taskView('t1')]);
  if (request.path === '/v1/tasks/t1') return ok(taskView('t1'));
  return taskLookups(request) ?? fail(404, 'no');
}

const taskPaths = (calls: { request: ApiRequest }[]) =>
  calls
    .map((call) => call.request.path)
    .filter((path) => path.startsWith('/v1/tasks'))
    .sort();

describe('live views: tasks (app/live-views.ts)', { timeout: 20_000 }, () => {
  it('tasks/taskChanged reaches the list and the open task', async () => {
    const { store } = tasksHarness(api, undefined, '/tasks/t1');
    store.dispatch(tasksActions.listRequested(DEFAULT_TASKS_QUERY));
    store.dispatch(tasksActions.opened({ id: 't1' }));
    await settle(() => selectTaskList(store.getState()).status === 'loaded' && selectTaskDetail(store.getState()).status === 'loaded');
    store.dispatch(
      realtimeActions.viewChanged({
        event: 'tasks/taskChanged',
        message: { collection: 'tasks', id: 't1', view: taskView('t1', { title: 'Neu', version: 2 }), position: 5 },
      }),
    );
    expect(selectTaskList(store.getState()).rows[0].title).toBe('Neu');
    expect(selectTaskDetail(store.getState()).view?.title).toBe('Neu');
  });

  it('after a reconnect on a tasks page, the list and the open task are read again', async () => {
    const { store, calls } = tasksHarness(api, undefined, '/tasks/t1');
    store.dispatch(tasksActions.listRequested(DEFAULT_TASKS_QUERY));
    store.dispatch(tasksActions.opened({ id: 't1' }));
    await settle(() => selectTaskDetail(store.getState()).status === 'loaded' && selectTaskList(store.getState()).status === 'loaded');
    await settle();
    calls.length = 0;
    store.dispatch(realtimeActions.reconnected());
    await settle(() => taskPaths(calls).length >= 2);
    expect(taskPaths(calls)).toEqual(['/v1/tasks', '/v1/tasks/t1']);
  });
});
