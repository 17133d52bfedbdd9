/** The current account: the chosen one read with its signature, read again on request and after pushes. */
import { call, getContext, put, select } from 'redux-saga/effects';
import type { AccountWithSignatureView } from '@kollab/contracts';
import { isNewerPush } from '../../lib/pushes';
import { STORAGE_KEYS, writeJson } from '../../lib/storage';
import { callApi } from './api-call.saga';
import { sessionApi } from './session.api';
import { DEPS, type SessionDeps } from './session.deps';
import { selectSession, sessionActions, type SessionState } from './session.slice';

type Action<P> = { type: string; payload: P };

/** Loads the chosen account and its signature; on success goes to the target, on failure to /accounts. */
export function* loadAccount({ payload }: Action<{ accountId: string; target?: string | null }>) {
  const deps: SessionDeps = yield getContext(DEPS);
  try {
    const account: AccountWithSignatureView = yield call(callApi, sessionApi.account(payload.accountId));
    writeJson(STORAGE_KEYS.account, account.id);
    yield put(sessionActions.accountLoaded(account));
    if (payload.target) deps.navigate(payload.target);
  } catch {
    yield put(sessionActions.accountLoadFailed());
    deps.navigate('/accounts');
  }
}

export function* reloadSignature() {
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  try {
    if (!state.account.id) throw new Error('no account chosen');
    const account: AccountWithSignatureView = yield call(callApi, sessionApi.account(state.account.id));
    yield put(sessionActions.signatureReloaded(account));
  } catch {
    yield put(sessionActions.signatureReloadFailed());
    deps.navigate('/accounts');
  }
}

/** Flags, name or terms of the current account changed elsewhere: the signature (and the shell) follow. */
export function* applyAccountPush({ payload }: ReturnType<typeof sessionActions.accountPushed>) {
  const state: SessionState = yield select(selectSession);
  const current = state.account.current;
  if (!current || payload.id !== current.id || !isNewerPush(current, payload)) return;
  yield put(sessionActions.signatureReloadRequested());
}

/**
 * An own membership changed (roles, status). The push names no account, so it may be
 * another one of the user's: reloading the current signature is right either way.
 */
export function* applyMembershipPush({ payload }: ReturnType<typeof sessionActions.membershipPushed>) {
  const state: SessionState = yield select(selectSession);
  if (!state.user || payload.id !== state.user.id || state.account.status !== 'loaded') return;
  yield put(sessionActions.signatureReloadRequested());
}
