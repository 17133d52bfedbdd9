/** The task list and the home card: their reads, and the reads again after pushes and reconnects. */
import { call, delay, put, select } from 'redux-saga/effects';
import type { TaskListView } from '@kollab/contracts';
import { callApi, selectUser, type SessionUser } from '../session';
import { reloadTask } from './task-detail.saga';
import { tasksApi } from './tasks.api';
import { selectMyTasks, selectTaskList, tasksActions as actions } from './tasks.slice';
import type { MyTasksState, TaskListState } from './tasks.state';

/** Pushes of tasks not on the page come in bursts: one re-read. */
export const LIST_REREAD_DELAY_MS = 300;

/** The home card shows this many tasks. */
export const MY_TASKS_LIMIT = 5;

export function* loadList() {
  const { query }: TaskListState = yield select(selectTaskList);
  try {
    const body: TaskListView = yield call(callApi, tasksApi.list(query));
    yield put(actions.listLoaded({ query, body }));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

export function* loadMyTasks() {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) return;
  try {
    const body: TaskListView = yield call(callApi, tasksApi.mine(user.id, MY_TASKS_LIMIT));
    yield put(actions.myTasksLoaded(body.data));
  } catch {
    yield put(actions.myTasksLoadFailed());
  }
}

/** Pushes of tasks not on the page (they may belong there now): the list and the card are read again, once per burst. */
export function* rereadOutdated() {
  yield delay(LIST_REREAD_DELAY_MS);
  const list: TaskListState = yield select(selectTaskList);
  if (list.outdated && list.status === 'loaded') yield put(actions.listRequested());
  const mine: MyTasksState = yield select(selectMyTasks);
  if (mine.outdated && mine.status === 'loaded') yield put(actions.myTasksRequested());
}

/** After a reconnect (pushes may have been missed): the list, the open task and the card again. */
export function* reread() {
  const list: TaskListState = yield select(selectTaskList);
  if (list.status !== 'idle') yield put(actions.listRequested());
  const mine: MyTasksState = yield select(selectMyTasks);
  if (mine.status !== 'idle') yield put(actions.myTasksRequested());
  yield call(reloadTask);
}
