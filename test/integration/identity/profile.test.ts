import type { TokenResponse, UserView } from '@kollab/contracts';
import { confirmationCode, waitForMail } from '../../support/identity-mail';
import { bearer, createUser, freshNames, PASSWORD, signIn, tokensFor, type ErrorBody } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';

const isoDateYearsAgo = (years: number, days = 0): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('users and the own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  });
  afterAll(() => t.close());

  const call = <T>(method: string, path: string, tokens: TokenResponse, body?: unknown) =>
    request<T & ErrorBody>(t.url, method, path, { body, headers: bearer(tokens) });

  it('shows oneself on v1 and v2, without needing an Account header; another user is 404', async () => {
    const anna = await createUser(t, { first_name: 'Anna', last_name: 'Arndt', gender: 'female' });
    const ben = await createUser(t);
    const tokens = await tokensFor(t, anna.username);
    for (const version of ['v1', 'v2']) {
      const self = await call<UserView>('GET', `/api/${version}/users/${anna.id}`, tokens);
      expect(self.status).toBe(200);
      expect(self.body).toMatchObject({
        id: anna.id,
        username: anna.username,
        preferred_username: anna.username,
        email: anna.email,
        full_name: 'Anna Arndt',
        gender: 'female',
        locale: 'de',
        status: 'active',
        is_admin: false,
        avatar_url: null,
        new_email: null,
        profile_complete: false,
        version: 2,
      });
      // No shared account (or no accounts context): as if unknown.
      const other = await call('GET', `/api/${version}/users/${ben.id}`, tokens);
      expect(other).toMatchObject({ status: 404, body: { code: 'request.not_found' } });
    }
    expect((await request(t.url, 'GET', `/api/v1/users/${anna.id}`)).status).toBe(401);
  });

  it('changes names, gender, date of birth and locale; the username cannot change', async () => {
    const user = await createUser(t);
    const tokens = await tokensFor(t, user.username);
    const path = `/api/v1/users/${user.id}`;
    const changed = await call<{ version: number }>('PATCH', path, tokens, {
      first_name: ' Clara ',
      last_name: 'Conrad',
      gender: 'female',
      date_of_birth: '1990-05-17',
      locale: 'en',
      username: user.username, // unchanged: fine
    });
    expect(changed.status).toBe(200);
    const view = await call<UserView>('GET', path, tokens);
    expect(view.body).toMatchObject({
      first_name: 'Clara',
      full_name: 'Clara Conrad',
      gender: 'female',
      date_of_birth: '1990-05-17',
      locale: 'en',
      profile_complete: true,
      version: changed.body.version,
    });

    const rename = await call('PATCH', path, tokens, { username: 'someone-else' });
    expect(rename.status).toBe(422);
    expect(rename.body).toMatchObject({ code: 'request.validation_failed', errors: { username: ['Der Benutzername kann nicht geändert werden.'] } });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, 'first_name'],
      [{ last_name: 'x'.repeat(101) }, 'last_name'],
      [{ gender: 'other' }, 'gender'],
      [{ locale: 'fr' }, 'locale'],
      [{ date_of_birth: isoDateYearsAgo(14, 1) }, 'date_of_birth'], // 13 years old
      [{ date_of_birth: isoDateYearsAgo(121) }, 'date_of_birth'],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth'],
      [{ first_name: null }, 'first_name'],
      [{ email: 'x@example.test' }, 'email'], // through the e-mail route only
    ];
    for (const [body, field] of cases) {
      const response = await call('PATCH', path, tokens, body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status: 422, code: 'request.validation_failed' });
      expect(Object.keys(response.body.errors ?? {})).toEqual([field]);
    }
    const limit = await call('PATCH', path, tokens, { date_of_birth: isoDateYearsAgo(14) });
    expect(limit.status).toBe(200);
  });

  it('changes only the own profile', async () => {
    const anna = await createUser(t);
    const ben = await createUser(t);
    const tokens = await tokensFor(t, anna.username);
    for (const [method, suffix, body] of [
      ['PATCH', '', { first_name: 'Mallory' }],
      ['POST', '/email', { email: 'evil@example.test' }],
      ['POST', '/email/confirm', { confirmation_code: '123456' }],
      ['POST', '/password', { old_password: PASSWORD, password: 'New-Pass-22', password_confirmation: 'New-Pass-22' }],
    ] as const) {
      const response = await call(method, `/api/v1/users/${ben.id}${suffix}`, tokens, body);
      expect({ suffix, status: response.status, code: response.body.code }).toEqual({ suffix, status: 403, code: 'profile.not_own' });
    }
  });

  it('changes the e-mail address with the code mailed to the new one', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const tokens = await tokensFor(t, user.username);
    const base = `/api/v1/users/${user.id}/email`;

    expect(await call('POST', base, tokens, { email: other.email })).toMatchObject({ status: 422, body: { code: 'profile.email_taken' } });
    expect(await call('POST', base, tokens, { email: user.email })).toMatchObject({ status: 422, body: { errors: { email: [expect.any(String)] } } });

    const next = freshNames('new').email;
    expect((await call('POST', base, tokens, { email: next })).status).toBe(200);
    expect((await call<UserView>('GET', `/api/v1/users/${user.id}`, tokens)).body.new_email).toBe(next);
    const mail = await waitForMail(t.config.dataDir, { to: next, contains: 'Bestätigungscode' });
    const code = confirmationCode(mail);

    const wrong = await call('POST', `${base}/confirm`, tokens, { confirmation_code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({
      status: 422,
      body: { code: 'profile.confirmation_code_invalid', errors: { confirmation_code: ['Der Bestätigungscode ist ungültig oder abgelaufen.'] } },
    });
    const malformed = await call('POST', `${base}/confirm`, tokens, { confirmation_code: '12ab' });
    expect(malformed.status).toBe(422);

    expect((await call('POST', `${base}/confirm`, tokens, { confirmation_code: code })).status).toBe(200);
    const view = await call<UserView>('GET', `/api/v1/users/${user.id}`, tokens);
    expect(view.body).toMatchObject({ email: next, new_email: null, email_verified: true });
    expect((await signIn(t, next, PASSWORD)).status).toBe(200);
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(401);
    const reused = await call('POST', `${base}/confirm`, tokens, { confirmation_code: code });
    expect(reused.body.code).toBe('profile.confirmation_code_invalid');
  });

  it('spends the code after five wrong tries', async () => {
    const user = await createUser(t);
    const tokens = await tokensFor(t, user.username);
    const next = freshNames('tries').email;
    await call('POST', `/api/v1/users/${user.id}/email`, tokens, { email: next });
    const code = confirmationCode(await waitForMail(t.config.dataDir, { to: next, contains: 'Bestätigungscode' }));
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await call('POST', `/api/v1/users/${user.id}/email/confirm`, tokens, { confirmation_code: wrongCode });
    const late = await call('POST', `/api/v1/users/${user.id}/email/confirm`, tokens, { confirmation_code: code });
    expect(late.body.code).toBe('profile.confirmation_code_invalid');
  });

  it('changes the password with the old one, refusing the last five, and ends the other sessions', async () => {
    const user = await createUser(t);
    let tokens = await tokensFor(t, user.username);
    const other = await tokensFor(t, user.username);
    const path = `/api/v1/users/${user.id}/password`;
    const change = (old_password: string, password: string, confirmation = password) =>
      call<TokenResponse & { version: number }>('POST', path, tokens, { old_password, password, password_confirmation: confirmation });

    expect(await change('Wrong-Pass-9', 'Fresh-Pass-1')).toMatchObject({
      status: 422,
      body: { code: 'profile.wrong_password', errors: { old_password: [expect.any(String)] } },
    });
    const mismatch = await change(PASSWORD, 'Fresh-Pass-1', 'Fresh-Pass-2');
    expect(mismatch).toMatchObject({ status: 422, body: { errors: { password_confirmation: ['Die Passwörter stimmen nicht überein.'] } } });
    expect((await change(PASSWORD, 'alllowercase1')).body.errors).toHaveProperty('password');

    const history = [PASSWORD, 'Second-Pass-2', 'Third-Pass-3', 'Fourth-Pass-4', 'Fifth-Pass-5'];
    for (let i = 1; i < history.length; i++) {
      const response = await change(history[i - 1], history[i]);
      expect(response.status).toBe(200);
      expect(response.body.AccessToken).toBeTruthy();
      tokens = response.body; // this device stays signed in
    }
    for (const old of history) {
      const recent = await change(history[4], old);
      expect({ old, status: recent.status, code: recent.body.code }).toEqual({ old, status: 422, code: 'auth.password_used_recently' });
    }
    for (const [old, next] of [
      [history[4], 'Sixth-Pass-6'],
      ['Sixth-Pass-6', PASSWORD],
    ]) {
      const response = await change(old, next); // PASSWORD was six changes ago: allowed again
      expect(response.status).toBe(200);
      tokens = response.body;
    }

    const refreshed = await request<ErrorBody>(t.url, 'POST', '/api/v1/oauth/refresh', { body: { refresh_token: other.RefreshToken } });
    expect(refreshed).toMatchObject({ status: 401, body: { code: 'auth.refresh_token_invalid' } });
    const mine = await request(t.url, 'POST', '/api/v1/oauth/refresh', { body: { refresh_token: tokens.RefreshToken } });
    expect(mine.status).toBe(200);
  });

  it('throttles wrong old passwords', async () => {
    const user = await createUser(t);
    const tokens = await tokensFor(t, user.username);
    const body = { old_password: 'Wrong-Pass-9', password: 'Fresh-Pass-1', password_confirmation: 'Fresh-Pass-1' };
    for (let i = 0; i < 5; i++) expect((await call('POST', `/api/v1/users/${user.id}/password`, tokens, body)).status).toBe(422);
    const throttled = await call('POST', `/api/v1/users/${user.id}/password`, tokens, { ...body, old_password: PASSWORD });
    expect(throttled).toMatchObject({ status: 429, body: { code: 'request.too_many' } });
    expect(throttled.headers.get('retry-after')).toBeTruthy();
  });
});
