import type { UnknownAction } from '@reduxjs/toolkit';
import { getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { DEPS, type SessionDeps } from '../session';
import { realtimeActions, type ViewChangedPayload } from './realtime.slice';

/** A push `<context>/<view>Changed` becomes the feature's own action (its slice or saga applies it). */
export interface PushRoute {
  event: string;
  action(message: ViewChangedMessage): UnknownAction;
}

/**
 * After a lost connection came back (pushes may have been missed): the action that re-reads
 * a view when it is on screen (`path` is the page's path and search), or null when it is not.
 */
export type Reread<S> = (state: S, path: string) => UnknownAction | null;

/** The registry the app fills: one line per pushed view and per re-readable screen. */
export interface LiveViews<S> {
  pushes: readonly PushRoute[];
  rereads: readonly Reread<S>[];
}

export const onPush = (event: string, action: (message: ViewChangedMessage) => UnknownAction): PushRoute => ({ event, action });

/** The actions one push stands for (every route of its event, in registry order). */
export function actionsForPush<S>(views: LiveViews<S>, payload: ViewChangedPayload): UnknownAction[] {
  return views.pushes.filter((route) => route.event === payload.event).map((route) => route.action(payload.message));
}

/** The re-reads due after a reconnect, for the state and page on screen. */
export function rereadsFor<S>(views: LiveViews<S>, state: S, path: string): UnknownAction[] {
  return views.rereads.map((reread) => reread(state, path)).filter((action): action is UnknownAction => action !== null);
}

/** Applies `realtime/viewChanged` and `realtime/reconnected` through the registry. */
export function* liveViewsSaga<S>(views: LiveViews<S>) {
  yield takeEvery(realtimeActions.viewChanged.type, function* push(action: ReturnType<typeof realtimeActions.viewChanged>) {
    for (const next of actionsForPush(views, action.payload)) yield put(next);
  });
  yield takeEvery(realtimeActions.reconnected.type, function* reread() {
    const deps: SessionDeps = yield getContext(DEPS);
    const state: S = yield select();
    for (const next of rereadsFor(views, state, deps.currentPath())) yield put(next);
  });
}
