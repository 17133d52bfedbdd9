import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { ChallengeResponse, TokenResponse } from '@kollab/contracts';
import { verifyIdToken } from '@kollab/server/contexts/identity/tokens/id-token';
import { forgedTokens, testJwtSecret } from '../../support/auth-tokens';
import { bearer, createUser, PASSWORD, signIn, tokensFor, type ErrorBody } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe('sign-in (POST v1/oauth/token) on PGlite', () => {
  let t: TestApp;
  const secret = testJwtSecret();
  beforeAll(async () => {
    t = await startTestApp({ env: { JWT_SECRET: secret } });
  });
  afterAll(() => t.close());

  const me = (token: string, id: string) => request<ErrorBody & { id: string }>(t.url, 'GET', `/api/v1/users/${id}`, { headers: bearer(token) });

  it('answers the token set with the keys the client reads, an access token of at most 15 minutes and an id token', async () => {
    const user = await createUser(t, { first_name: 'Anna', last_name: 'Arndt', locale: 'en' });
    const response = await signIn(t, user.username, PASSWORD);
    expect(response.status).toBe(200);
    const tokens = response.body as TokenResponse;
    expect(Object.keys(tokens).sort()).toEqual(['AccessToken', 'ExpiresIn', 'IdToken', 'RefreshToken', 'TokenType']);
    expect(tokens.TokenType).toBe('Bearer');
    expect(tokens.ExpiresIn).toBeLessThanOrEqual(900);

    const access = decodeJwt(tokens.AccessToken);
    expect(decodeProtectedHeader(tokens.AccessToken)).toMatchObject({ alg: 'HS256', typ: 'at+jwt' });
    expect(access).toMatchObject({ sub: user.id, token_use: 'access', username: user.username });
    expect(access.acc).toBeUndefined(); // the account comes from the Account signature
    expect((access.exp as number) - (access.iat as number)).toBeLessThanOrEqual(900);

    expect(decodeProtectedHeader(tokens.IdToken)).toMatchObject({ alg: 'HS256', typ: 'id+jwt' });
    await expect(verifyIdToken(tokens.IdToken, secret)).resolves.toMatchObject({
      sub: user.id,
      token_use: 'id',
      username: user.username,
      email: user.email,
      locale: 'en',
      name: 'Anna Arndt',
    });
    expect(tokens.RefreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await me(tokens.AccessToken, user.id)).status).toBe(200);
  });

  it('takes the e-mail address as username, in any case', async () => {
    const user = await createUser(t);
    expect((await signIn(t, user.email.toUpperCase(), PASSWORD)).status).toBe(200);
    expect((await signIn(t, user.username.toUpperCase(), PASSWORD)).status).toBe(200);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const user = await createUser(t);
    const wrong = await signIn(t, user.username, 'Wrong-Pass-1');
    const unknown = await signIn(t, `nobody-${user.username}`, 'Wrong-Pass-1');
    const pending = await createUser(t, { password: undefined }); // no password yet (activation by link)
    const noPassword = await signIn(t, pending.username, 'Wrong-Pass-1');
    for (const response of [wrong, unknown, noPassword]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'auth.invalid_credentials', message: 'Benutzername oder Passwort ist ungültig.' });
    }
    const english = await request<ErrorBody>(t.url, 'POST', '/api/v1/oauth/token', {
      body: { username: user.username, password: 'nope' },
      headers: { 'content-language': 'en' },
    });
    expect(english.body.message).toBe('Invalid username or password.');
  });

  it('throttles after 5 failures in 15 minutes with 429 and Retry-After, even for the right password', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await signIn(t, user.username, `Wrong-Pass-${i}`)).status).toBe(401);
    const throttled = await signIn(t, user.username, PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('request.too_many');
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another name from the same address is not affected.
    const other = await createUser(t);
    expect((await signIn(t, other.username, PASSWORD)).status).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) expect((await signIn(t, user.username, 'Wrong-Pass-1')).status).toBe(401);
    expect((await signIn(t, user.username, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(t, user.username, 'Wrong-Pass-1')).status).toBe(401);
    expect((await signIn(t, user.username, PASSWORD)).status).toBe(200);
  });

  it('ignores account_id while no accounts context answers for memberships', async () => {
    const user = await createUser(t);
    const response = await signIn(t, user.username, PASSWORD, { account_id: 'some-account' });
    // With the accounts context installed a non-member gets 404 auth.account_not_found instead.
    expect([200, 404]).toContain(response.status);
    if (response.status === 404) expect(response.body.code).toBe('auth.account_not_found');
  });

  it('answers missing or malformed fields with 422 and the field errors', async () => {
    const response = await request<ErrorBody>(t.url, 'POST', '/api/v1/oauth/token', { body: { username: 'x', password: 5, admin: true } });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('request.validation_failed');
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(['admin', 'password']);
  });

  it('accepts neither an id token nor a refresh token as bearer', async () => {
    const user = await createUser(t);
    const tokens = await tokensFor(t, user.username);
    for (const token of [tokens.IdToken, tokens.RefreshToken]) {
      const response = await me(token, user.id);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('auth.unauthorized');
    }
  });

  it('refuses forged access tokens: alg none, expired, another key, token_use refresh', async () => {
    const user = await createUser(t);
    const principal = { userId: user.id, teamIds: [], roles: [] };
    for (const forge of Object.values(forgedTokens)) {
      const response = await me(await forge(principal, secret), user.id);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('auth.unauthorized');
    }
  });

  it('answers a temporary password with the NEW_PASSWORD_REQUIRED challenge', async () => {
    const user = await createUser(t, { password: undefined, temporaryPassword: 'Temp-Pass-1' });
    const response = await signIn(t, user.username, 'Temp-Pass-1');
    expect(response.status).toBe(200);
    const challenge = response.body as ChallengeResponse;
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(challenge.Session).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(challenge.ChallengeParameters).toMatchObject({ username: user.username, email: user.email });
    expect(response.body).not.toHaveProperty('AccessToken');
  });

  it('documents the identity routes in the OpenAPI document', async () => {
    const docs = await request<{ paths: Record<string, unknown> }>(t.url, 'GET', '/api/docs-json');
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/oauth/token',
        '/api/v1/oauth/challenge',
        '/api/v1/oauth/refresh',
        '/api/v1/oauth/logout',
        '/api/v1/users/activate/{token}',
        '/api/v1/password/reset/trigger',
        '/api/v1/password/reset',
        '/api/v1/users/{id}',
        '/api/v2/users/{id}',
        '/api/v1/users/{id}/email',
        '/api/v1/users/{id}/email/confirm',
        '/api/v1/users/{id}/password',
      ]),
    );
  });
});
