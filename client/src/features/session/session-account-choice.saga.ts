/** Account choice: the account list, the choice after sign-in (or the picker), `/acc/{id}` links. */
import { call, getContext, put, select } from 'redux-saga/effects';
import type { UserAccountListView, UserAccountView } from '@kollab/contracts';
import { accountLink, parseAccountLink } from '../../lib/account-link';
import { callApi } from './api-call.saga';
import { sessionApi } from './session.api';
import { DEPS, type SessionDeps } from './session.deps';
import { selectSession, sessionActions, type SessionState } from './session.slice';

/** Where a system admin without a usable account goes: the admin screens (or the target among them: organisations, news). */
function adminLanding(target: string | null): string {
  return target && /^\/admin\/(accounts|updates)(\/|$|\?)/.test(target) ? target : '/admin/accounts';
}

/** A target worth coming back to: not the picker, the login or the logout themselves. */
export function pendingTarget(target: string | null | undefined): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') && !/^\/(accounts|login|logout)(\/|\?|$)/.test(target) ? target : null;
}

/** Seed §4: one account is chosen automatically; with several the picker decides (or the login domain). */
export function* loadAccounts(requested: string | null, domain: string | null) {
  const target = pendingTarget(requested);
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  if (!state.user) return;
  yield put(sessionActions.accountListStarted());
  const list: UserAccountView[] | null = yield call(readAccountList, state.user.id);
  if (!list) {
    deps.navigate('/accounts');
    return;
  }
  const usable = list.filter((item) => item.status === 'active');
  // an /acc/{id} target names the account: chosen directly when the user is a member of it
  const link = parseAccountLink(target);
  const linked = link ? usable.find((item) => item.account_id === link.accountId) : undefined;
  const chosen = linked ?? (usable.length === 1 ? usable[0] : usable.find((item) => domain !== null && item.domain === domain));
  if (chosen) {
    yield put(sessionActions.accountChosen({ accountId: chosen.account_id, target: linked && link ? link.target : (target ?? '/home') }));
  } else if (usable.length === 0 && state.user.isAdmin) {
    deps.navigate(adminLanding(target));
  } else {
    deps.navigate(target ? `/accounts?target=${encodeURIComponent(target)}` : '/accounts');
  }
}

/**
 * `/acc/{account_id}…` while signed in: the account list is read (fresh: the link may come
 * from an account joined a minute ago); a member switches to that account (or stays in it)
 * and goes on to the target; anybody else gets the "content of another account" dialog at home.
 */
export function* openAccountLink({ payload }: ReturnType<typeof sessionActions.accountLinkOpened>) {
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  if (!state.user) return;
  const list: UserAccountView[] | null = yield call(readAccountList, state.user.id);
  if (!list) {
    deps.navigate('/accounts');
    return;
  }
  const member = list.some((item) => item.account_id === payload.accountId && item.status === 'active');
  if (!member) {
    yield put(sessionActions.foreignAccountLinked({ accountId: payload.accountId, link: accountLink(payload.accountId, payload.target) }));
    deps.navigate('/home');
    return;
  }
  if (state.account.id === payload.accountId && state.account.status === 'loaded') {
    deps.navigate(payload.target);
    return;
  }
  yield put(sessionActions.accountChosen({ accountId: payload.accountId, target: payload.target }));
}

/** Reads the user's accounts into the state; null when that failed. */
function* readAccountList(userId: string): Generator<unknown, UserAccountView[] | null, UserAccountListView> {
  try {
    const body: UserAccountListView = yield call(callApi, sessionApi.userAccounts(userId));
    yield put(sessionActions.accountsLoaded(body.data));
    return body.data;
  } catch {
    yield put(sessionActions.accountsLoadFailed());
    return null;
  }
}

/** The account list for "switch accounts" (no navigation). */
export function* loadAccountsQuietly() {
  const state: SessionState = yield select(selectSession);
  if (state.user) yield call(readAccountList, state.user.id);
}

/** The picker asks for the list on every visit. */
export function* listAccounts() {
  yield call(loadAccountsQuietly);
}
