import { describe, expect, it } from 'vitest';
import { account, fail, harness, ok, signedIn } from '../test/session-harness';
import { mustAcceptTerms, shellActions, shellReducer, initialShellState } from './shell.slice';
import { sessionActions } from '../features/session';
import { ApiError } from '../lib/api/http';
import { withItemError } from '../lib/item-error';
import { settle } from '../test/settle';

const manager = (termsAccepted: boolean, signature = 'sig-1') => account(signature, { roles: ['manager', 'user'], terms_accepted: termsAccepted });

describe('terms', () => {
  it('only managers of an account without accepted terms must accept them', () => {
    expect(mustAcceptTerms(manager(false))).toBe(true);
    expect(mustAcceptTerms(manager(true))).toBe(false);
    expect(mustAcceptTerms(account('s', { roles: ['user'], terms_accepted: false }))).toBe(false);
    expect(mustAcceptTerms(null)).toBe(false);
  });

  it('accepting posts {terms: true}, then reloads the signature through the session action', async () => {
    const session = signedIn({ account: { status: 'loaded', id: 'acc-1', current: manager(false) } });
    const { store, calls } = harness((request) => {
      if (request.method === 'POST' && request.path === '/v2/account/terms') return ok({ id: 'acc-1', version: 4, position: 10 });
      if (request.path === '/v1/accounts/acc-1') return ok(manager(true, 'sig-2'));
      return fail(404, 'x');
    }, session);
    const seen: string[] = [];
    // signatureReloading is set only by the session's signatureReloadRequested
    const unsubscribe = store.subscribe(() => seen.push(store.getState().session.signatureReloading ? 'reloading' : 'idle'));
    store.dispatch(shellActions.termsAcceptRequested());
    await settle(() => store.getState().session.account.current?.terms_accepted === true);
    unsubscribe();
    expect(calls.map((call) => `${call.request.method} ${call.request.path}`)).toEqual(['POST /v2/account/terms', 'GET /v1/accounts/acc-1']);
    expect(calls[0].request.body).toEqual({ terms: true });
    expect(seen).toContain('reloading');
    expect(store.getState().session.account.current?.signature).toBe('sig-2');
    expect(mustAcceptTerms(store.getState().session.account.current)).toBe(false);
    expect(store.getState().shell.terms.status).toBe('idle');
  });

  it('a rejected acceptance keeps the dialog with the error code and a toast', async () => {
    const session = signedIn({ account: { status: 'loaded', id: 'acc-1', current: manager(false) } });
    const { store } = harness(() => fail(422, 'Die Nutzungsbedingungen müssen akzeptiert werden.', 'request.validation_failed'), session);
    store.dispatch(shellActions.termsAcceptRequested());
    await settle(() => store.getState().shell.terms.status === 'failed');
    expect(store.getState().shell.terms.error).toBe('request.validation_failed');
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'error', code: 'request.validation_failed' });
    expect(store.getState().session.signatureReloading).toBe(false);
  });
});

describe('content of another account', () => {
  it('an action opens the dialog and closing it closes it', () => {
    const open = shellReducer(initialShellState, shellActions.foreignContentDetected());
    expect(open.foreignContent).toEqual({ open: true, link: null, account: null });
    expect(shellReducer(open, shellActions.foreignContentDialogClosed()).foreignContent).toEqual({ open: false, link: null, account: null });
  });

  it('a link to an account of somebody else opens it with the link to come back to', () => {
    const open = shellReducer(initialShellState, sessionActions.foreignAccountLinked({ accountId: 'acc-9', link: '/acc/acc-9/tasks/1' }));
    expect(open.foreignContent).toEqual({ open: true, link: '/acc/acc-9/tasks/1', account: null });
  });

  it('a feature’s item failure opens it only with the API’s "another account" answer', () => {
    const account = { account_id: 'acc-2', account_name: 'Beispiel-AG' };
    const failed = (code: string) => ({
      type: 'tasks/taskLoadFailed',
      ...withItemError({ id: 't-1' }, new ApiError(404, { message: 'x', code: code as never, account })),
    });
    expect(shellReducer(initialShellState, failed('tenancy.other_account')).foreignContent).toEqual({
      open: true,
      link: null,
      account: { id: 'acc-2', name: 'Beispiel-AG' },
    });
    expect(shellReducer(initialShellState, failed('tenancy.stream_account_mismatch'))).toBe(initialShellState);
    expect(shellReducer(initialShellState, failed('request.not_found'))).toBe(initialShellState);
  });
});
