import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { fail, harness, ok, tokenResponse } from '../../test/session-harness';
import { userView } from './profile.fixtures';
import { profileActions } from './profile.slice';
import { settle } from '../../test/settle';

const written = { id: 'user-1', version: 2, position: '9' };
const route = (request: ApiRequest) => `${request.method} ${request.path}`;

let urls: number;
beforeEach(() => {
  urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:avatar-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('profile: loading', () => {
  it('reads the own user and fetches the picture as a blob with the bearer token', async () => {
    const picture = new Blob(['png'], { type: 'image/png' });
    const { store, calls } = harness((request) => {
      if (route(request) === 'GET /v1/users/user-1') return ok(userView({ avatar_url: '/api/v1/users/user-1/avatar?v=4' }));
      if (route(request) === 'GET /v1/users/user-1/avatar') return ok(picture);
      return fail(404, 'x');
    });
    store.dispatch(profileActions.opened());
    await settle(() => store.getState().profile.avatarUrl !== null);
    expect(store.getState().profile.user?.username).toBe('anna');
    expect(store.getState().profile.avatarUrl).toBe('blob:avatar-1');
    const avatarCall = calls.find((c) => c.request.path === '/v1/users/user-1/avatar')!;
    expect(avatarCall.request).toMatchObject({ responseType: 'blob', query: { v: '4' }, noAccount: true });
    expect(avatarCall.headers.accessToken).toBe('old');
    expect(URL.createObjectURL).toHaveBeenCalledWith(picture);
  });

  it('a failed load shows the code', async () => {
    const { store } = harness(() => fail(404, 'x', 'request.not_found'));
    store.dispatch(profileActions.opened());
    await settle(() => store.getState().profile.status === 'failed');
    expect(store.getState().profile.error).toBe('request.not_found');
  });
});

describe('profile: saving', () => {
  it('saves the details, toasts success and reads the user again', async () => {
    let version = 1;
    const { store, calls } = harness((request) => {
      if (route(request) === 'PATCH /v1/users/user-1') {
        version = 2;
        return ok(written);
      }
      return ok(userView({ version, first_name: version === 2 ? 'Anne' : 'Anna' }));
    });
    store.dispatch(profileActions.detailsSaveRequested({ first_name: 'Anne', last_name: 'Berg', locale: 'en' }));
    await settle(() => store.getState().profile.user?.version === 2);
    expect(calls[0].request).toMatchObject({
      method: 'PATCH',
      path: '/v1/users/user-1',
      body: { first_name: 'Anne', last_name: 'Berg', locale: 'en' },
    });
    expect(calls[0].headers.signature).toBeNull(); // users are global: no Account header
    expect(store.getState().profile.save.details.status).toBe('saved');
    expect(store.getState().notifications.queue).toEqual([{ id: 1, severity: 'success', message: 'profile:toasts.detailsSaved' }]);
  });

  it('a refused save toasts the failure and keeps the field errors', async () => {
    const { store } = harness(() => {
      throw new ApiError(422, {
        message: 'invalid',
        code: 'request.validation_failed',
        errors: { date_of_birth: ['Bitte geben Sie ein Geburtsdatum an …'] },
      });
    });
    store.dispatch(profileActions.detailsSaveRequested({ date_of_birth: '2020-01-01' }));
    await settle(() => store.getState().profile.save.details.status === 'failed');
    expect(store.getState().profile.save.details.fieldErrors).toEqual({ date_of_birth: ['Bitte geben Sie ein Geburtsdatum an …'] });
    expect(store.getState().notifications.queue).toEqual([{ id: 1, severity: 'error', code: 'request.validation_failed' }]);
  });

  it('changes the e-mail in two steps: the code to the new address, then its confirmation', async () => {
    let pending: string | null = null;
    const { store, calls } = harness((request) => {
      if (route(request) === 'POST /v1/users/user-1/email') {
        pending = 'neu@example.test';
        return ok(written);
      }
      if (route(request) === 'POST /v1/users/user-1/email/confirm') {
        if ((request.body as { confirmation_code: string }).confirmation_code !== '123456') fail(422, 'x', 'profile.confirmation_code_invalid');
        pending = null;
        return ok(written);
      }
      return ok(userView({ new_email: pending, email: pending ? 'anna@example.test' : 'neu@example.test' }));
    });
    store.dispatch(profileActions.emailChangeRequested({ email: 'neu@example.test' }));
    await settle(() => store.getState().profile.user?.new_email === 'neu@example.test');
    store.dispatch(profileActions.emailCodeConfirmed({ code: '000000' }));
    await settle(() => store.getState().profile.save.email.status === 'failed');
    expect(store.getState().profile.save.email.error).toBe('profile.confirmation_code_invalid');
    expect(store.getState().notifications.queue.map((n) => n.message ?? n.code)).toEqual([
      'profile:toasts.emailCodeSent',
      'profile.confirmation_code_invalid',
    ]);
    store.dispatch(profileActions.emailCodeConfirmed({ code: '123456' }));
    await settle(() => store.getState().profile.user?.email === 'neu@example.test');
    expect(calls.filter((c) => c.request.method === 'POST').map((c) => [c.request.path, c.request.body])).toEqual([
      ['/v1/users/user-1/email', { email: 'neu@example.test' }],
      ['/v1/users/user-1/email/confirm', { confirmation_code: '000000' }],
      ['/v1/users/user-1/email/confirm', { confirmation_code: '123456' }],
    ]);
    // The success clears the failure before it (issue 11 item 14).
    expect(store.getState().notifications.queue.map((n) => n.message ?? n.code)).toEqual([
      'profile:toasts.emailCodeSent',
      'profile:toasts.emailChanged',
    ]);
  });

  it('changes the password and takes the fresh tokens the answer brings', async () => {
    const { store, calls } = harness(() => ok({ ...written, ...tokenResponse('after-change') }));
    const input = { old_password: 'Demo-Pass-1', password: 'Neu-Pass-12', password_confirmation: 'Neu-Pass-12' };
    store.dispatch(profileActions.passwordChangeRequested(input));
    await settle(() => store.getState().profile.save.password.status === 'saved');
    expect(calls[0].request).toMatchObject({ method: 'POST', path: '/v1/users/user-1/password', body: input });
    expect(store.getState().session.tokens).toEqual({
      accessToken: 'after-change',
      refreshToken: 'refresh-of-after-change',
      idToken: expect.any(String),
    });
    expect(JSON.parse(localStorage.getItem('kollab-session')!).tokens.refreshToken).toBe('refresh-of-after-change');
  });

  it('a wrong old password is a failure toast', async () => {
    const { store } = harness(() => fail(422, 'wrong', 'profile.wrong_password'));
    store.dispatch(profileActions.passwordChangeRequested({ old_password: 'x', password: 'Neu-Pass-12', password_confirmation: 'Neu-Pass-12' }));
    await settle(() => store.getState().profile.save.password.status === 'failed');
    expect(store.getState().notifications.queue).toEqual([{ id: 1, severity: 'error', code: 'profile.wrong_password' }]);
    expect(store.getState().session.tokens?.accessToken).toBe('old');
  });

  it('uploads the picture as multipart field `file`, then shows the new one', async () => {
    let avatar: string | null = null;
    const { store, calls } = harness((request) => {
      if (route(request) === 'POST /v1/users/user-1/avatar') {
        avatar = '/api/v1/users/user-1/avatar?v=2';
        return ok(written);
      }
      if (route(request) === 'GET /v1/users/user-1/avatar') return ok(new Blob(['new']));
      return ok(userView({ avatar_url: avatar }));
    });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    store.dispatch(profileActions.avatarUploadRequested(file));
    await settle(() => store.getState().profile.avatarUrl !== null);
    const upload = calls[0].request;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((upload.body as FormData).get('file') as File).name).toBe('me.png');
    expect(store.getState().profile.avatarUrl).toBe('blob:avatar-1');
    expect(store.getState().notifications.queue[0]).toMatchObject({ severity: 'success', message: 'profile:toasts.avatarChanged' });
  });

  it('removing the picture revokes its object URL', async () => {
    let avatar: string | null = '/api/v1/users/user-1/avatar?v=2';
    const { store } = harness((request) => {
      if (route(request) === 'DELETE /v1/users/user-1/avatar') {
        avatar = null;
        return ok(written);
      }
      if (route(request) === 'GET /v1/users/user-1/avatar') return ok(new Blob(['old']));
      return ok(userView({ avatar_url: avatar }));
    });
    store.dispatch(profileActions.opened());
    await settle(() => store.getState().profile.avatarUrl !== null);
    store.dispatch(profileActions.avatarRemoveRequested());
    await settle(() => store.getState().profile.avatarUrl === null);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:avatar-1');
  });
});
