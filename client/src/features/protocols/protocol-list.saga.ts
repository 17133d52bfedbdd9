/** The protocol list and the home card: their reads, and the reads again after pushes and reconnects. */
import { call, delay, put } from 'redux-saga/effects';
import type { ListPage } from '@kollab/contracts';
import { callApi } from '../session';
import { loadProtocol } from './protocol-detail.saga';
import type { ShownProtocol } from './protocol-push';
import { queryKey } from './protocol-query';
import { currentState } from './protocol-saga-kit';
import { protocolsApi } from './protocols.api';
import { protocolsActions as actions } from './protocols.slice';
import type { ProtocolsState } from './protocols.state';

/** Pushes of protocols not on the page come in bursts: one re-read. */
export const LIST_REREAD_DELAY_MS = 300;

/** The home card's length. */
export const RECENT_COUNT = 5;

export function* loadList() {
  const { list }: ProtocolsState = yield call(currentState);
  const key = queryKey(list.query);
  try {
    const page: ListPage<ShownProtocol> = yield call(callApi, protocolsApi.list(list.query));
    yield put(actions.listLoaded({ key, page }));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

export function* loadRecent() {
  try {
    const page: ListPage<ShownProtocol> = yield call(callApi, protocolsApi.recent(RECENT_COUNT));
    yield put(actions.recentLoaded(page.data.slice(0, RECENT_COUNT)));
  } catch {
    yield put(actions.recentLoadFailed());
  }
}

/** A push of a protocol not on the page (it may belong there now): the page is read again, once per burst; so is the home card. */
export function* rereadOutdated({ payload }: ReturnType<typeof actions.viewPushed>) {
  yield delay(LIST_REREAD_DELAY_MS);
  const { list, recent }: ProtocolsState = yield call(currentState);
  if (list.outdated && list.status === 'loaded') yield put(actions.listRequested());
  if (recent.status === 'loaded' && !recent.rows.some((row) => row.id === payload.id)) yield put(actions.recentRequested());
}

/** After a reconnect (pushes may have been missed): what is on screen, read again. */
export function* reread() {
  const { list, recent, detail }: ProtocolsState = yield call(currentState);
  if (list.status !== 'idle') yield put(actions.listRequested());
  if (recent.status !== 'idle') yield put(actions.recentRequested());
  if (detail.id) {
    yield call(loadProtocol, detail.id);
    yield put(actions.tasksRequested());
  }
}
