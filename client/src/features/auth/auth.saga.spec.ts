import { describe, expect, it } from 'vitest';
import { initialSessionState } from '../session';
import { ApiError } from '../../lib/api/http';
import { fail, harness, ok } from '../../test/session-harness';
import { authActions } from './auth.slice';
import { settle } from '../../test/settle';

const publicHarness = (handler: Parameters<typeof harness>[0]) => harness(handler, initialSessionState, '/activate');

describe('activation', () => {
  it('sets the first password through the link and goes to the login page with the success notice', async () => {
    const { store, calls, navigate } = publicHarness(() => ok({ id: 'user-1', version: 2, position: '1' }));
    store.dispatch(authActions.activateRequested({ token: 'tok/1', password: 'Neu-Pass-12' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls.map((c) => [c.request.method, c.request.path])).toEqual([['POST', '/v1/users/activate/tok%2F1']]);
    expect(calls[0].request.body).toEqual({ password: 'Neu-Pass-12', user_pool_id: 'kollab' });
    expect(calls[0].headers.accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?notice=activated');
    expect(store.getState().auth.activate.status).toBe('succeeded');
  });

  it('an invalid or expired link keeps the page with the API code', async () => {
    const { store, navigate } = publicHarness(() => fail(400, 'invalid', 'auth.activation_link_invalid'));
    store.dispatch(authActions.activateRequested({ token: 'old', password: 'Neu-Pass-12' }));
    await settle(() => store.getState().auth.activate.status === 'failed');
    expect(store.getState().auth.activate).toEqual({ status: 'failed', error: 'auth.activation_link_invalid', fieldErrors: {} });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a network failure reads as "service unavailable"', async () => {
    const { store } = publicHarness(() => {
      throw new ApiError(0, null);
    });
    store.dispatch(authActions.activateRequested({ token: 't', password: 'Neu-Pass-12' }));
    await settle(() => store.getState().auth.activate.status === 'failed');
    expect(store.getState().auth.activate.error).toBe('server.unavailable');
  });
});

describe('forgotten password', () => {
  it('asks for the mail and ends in the neutral confirmation', async () => {
    const { store, calls } = publicHarness(() => ({ status: 202, body: { accepted: true }, latestClientVersion: null }));
    store.dispatch(authActions.passwordResetTriggered({ email: 'anna@example.test' }));
    await settle(() => store.getState().auth.forgotPassword.status === 'succeeded');
    expect(calls[0].request).toMatchObject({
      method: 'POST',
      path: '/v1/password/reset/trigger',
      body: { email: 'anna@example.test', user_pool_id: 'kollab' },
    });
  });

  it('keeps a 422 for the e-mail field', async () => {
    const { store } = publicHarness(() => {
      throw new ApiError(422, {
        message: 'invalid',
        code: 'request.validation_failed',
        errors: { email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] },
      });
    });
    store.dispatch(authActions.passwordResetTriggered({ email: 'x' }));
    await settle(() => store.getState().auth.forgotPassword.status === 'failed');
    expect(store.getState().auth.forgotPassword.fieldErrors).toEqual({ email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] });
  });
});

describe('password reset', () => {
  it('sets the new password with the link token and goes to the login page', async () => {
    const { store, calls, navigate } = publicHarness(() => ok({ id: 'user-1', version: 3, position: '2' }));
    store.dispatch(authActions.passwordResetRequested({ token: 'reset-1', password: 'Neu-Pass-12' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls[0].request).toMatchObject({
      method: 'POST',
      path: '/v1/password/reset',
      body: { token: 'reset-1', password: 'Neu-Pass-12', user_pool_id: 'kollab' },
    });
    expect(navigate).toHaveBeenCalledWith('/login?notice=passwordReset');
  });

  it('a password used recently stays on the page with its code', async () => {
    const { store, navigate } = publicHarness(() => fail(422, 'used', 'auth.password_used_recently'));
    store.dispatch(authActions.passwordResetRequested({ token: 'reset-1', password: 'Alt-Pass-12' }));
    await settle(() => store.getState().auth.resetPassword.status === 'failed');
    expect(store.getState().auth.resetPassword.error).toBe('auth.password_used_recently');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('registration', () => {
  const input = { token: 'reg-1', name: 'Neu-GmbH', first_name: 'Nina', last_name: 'Neu', username: 'nina', email: 'nina@example.test', terms: true };

  it('posts the organisation and its manager', async () => {
    const { store, calls } = publicHarness(() => ({ status: 201, body: { id: 'acc-9', version: 1, position: '1' }, latestClientVersion: null }));
    store.dispatch(authActions.registerRequested(input));
    await settle(() => store.getState().auth.register.status === 'succeeded');
    expect(calls[0].request).toMatchObject({ method: 'POST', path: '/v2/accounts/register', body: input, auth: true });
  });

  it('keeps the server field errors of a 422', async () => {
    const { store } = publicHarness(() => {
      throw new ApiError(422, {
        message: 'invalid',
        code: 'request.validation_failed',
        errors: { username: ['Dieser Benutzername ist bereits vergeben.'] },
      });
    });
    store.dispatch(authActions.registerRequested(input));
    await settle(() => store.getState().auth.register.status === 'failed');
    expect(store.getState().auth.register).toEqual({
      status: 'failed',
      error: 'request.validation_failed',
      fieldErrors: { username: ['Dieser Benutzername ist bereits vergeben.'] },
    });
  });
});
