import { describe, expect, it } from 'vitest';
import { account, signedIn } from '../../test/session-harness';
import {
  initialSessionState,
  isUpdateAvailable,
  resumedSessionState,
  selectHasSeveralAccounts,
  selectRoles,
  sessionActions as a,
  sessionReducer as reduce,
} from './session.slice';

const root = (session = initialSessionState) => ({ session });

describe('session slice', () => {
  it('a rejected sign-in keeps the code for the form', () => {
    const state = reduce(
      reduce(undefined, a.signInRequested({ username: 'anna', password: 'x' })),
      a.signInRejected({ code: 'auth.invalid_credentials' }),
    );
    expect(state.signIn).toEqual({ status: 'failed', error: 'auth.invalid_credentials', challenge: null });
  });

  it('a challenge keeps the session and a rejected answer stays challenged', () => {
    let state = reduce(undefined, a.signInChallenged({ session: 's-1', username: 'neu' }));
    state = reduce(reduce(state, a.challengeAnswered({ password: 'Neu-Pass-1' })), a.signInRejected({ code: 'auth.password_used_recently' }));
    expect(state.signIn).toEqual({ status: 'challenged', error: 'auth.password_used_recently', challenge: { session: 's-1', username: 'neu' } });
  });

  it('refreshing is true from the request until the answer either way', () => {
    const refreshing = reduce(signedIn(), a.tokenRefreshRequested());
    expect(refreshing.refreshing).toBe(true);
    expect(reduce(refreshing, a.tokenRefreshFailed()).refreshing).toBe(false);
    const refreshed = reduce(refreshing, a.tokensRefreshed({ accessToken: 'n', refreshToken: 'r', idToken: 'i' }));
    expect([refreshed.refreshing, refreshed.tokens?.accessToken]).toEqual([false, 'n']);
  });

  it('choosing an account loads it; a failed load drops the current account', () => {
    const chosen = reduce(signedIn(), a.accountChosen({ accountId: 'acc-2' }));
    expect(chosen.account).toEqual({ status: 'loading', id: 'acc-2', current: null });
    expect(reduce(chosen, a.accountLoaded(account('s', { id: 'acc-2' }))).account.status).toBe('loaded');
    expect(reduce(chosen, a.accountLoadFailed()).account.status).toBe('failed');
  });

  it('the session ends in the initial state', () => {
    expect(reduce(signedIn(), a.sessionEnded())).toEqual(initialSessionState);
  });

  it('a stored session resumes with its tokens and account id', () => {
    const stored = { tokens: { accessToken: 'a', refreshToken: 'r', idToken: 'i' }, user: { id: 'u', username: 'anna', name: 'Anna' } };
    expect(resumedSessionState(stored, 'acc-1')).toMatchObject({ tokens: stored.tokens, account: { status: 'idle', id: 'acc-1' } });
    expect(resumedSessionState(null, 'acc-1')).toEqual(initialSessionState);
  });

  it('selectors read roles and whether the user has several accounts', () => {
    expect(selectRoles(root(signedIn()))).toEqual(['user']);
    expect(selectRoles(root())).toEqual([]);
    expect(selectHasSeveralAccounts(root())).toBe(false);
  });

  it.each([
    [null, '0.1.0', false],
    ['0.1.0', '0.1.0', false],
    ['0.1.1', '0.1.0', true],
    ['0.2', '0.10.0', false],
    ['1.0.0', '0.9.9', true],
  ])('update available: latest %s, running %s → %s', (latest, current, expected) => {
    expect(isUpdateAvailable(latest, current)).toBe(expected);
  });
});
