import type { TokenResponse } from '@kollab/contracts';
import { availableDrivers } from '../../support/sql-drivers';
import { bearer, createUser, PASSWORD, tokensFor, type ErrorBody } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe.each(availableDrivers())('refresh tokens and sign-out on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver });
  });
  afterAll(() => t.close());

  const refresh = (refresh_token: string, extra: Record<string, unknown> = {}) =>
    request<TokenResponse & ErrorBody>(t.url, 'POST', '/api/v1/oauth/refresh', { body: { refresh_token, ...extra } });
  const expectRefused = (response: { status: number; body: ErrorBody }) => {
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('auth.refresh_token_invalid');
  };

  it('rotates the refresh token on every use', async () => {
    const user = await createUser(t);
    const first = await tokensFor(t, user.username);
    const second = await refresh(first.RefreshToken, { username: user.username, client_id: 'web' });
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['AccessToken', 'ExpiresIn', 'IdToken', 'RefreshToken', 'TokenType']);
    expect(second.body.RefreshToken).not.toBe(first.RefreshToken);
    const third = await refresh(second.body.RefreshToken, { username: user.email, client_id: 'web' });
    expect(third.status).toBe(200);
    const self = await request(t.url, 'GET', `/api/v1/users/${user.id}`, { headers: bearer(third.body) });
    expect(self.status).toBe(200);
  });

  it('revokes the whole family when a used token comes back: the newer token fails too', async () => {
    const user = await createUser(t);
    const first = await tokensFor(t, user.username);
    const second = await refresh(first.RefreshToken);
    expect(second.status).toBe(200);
    expectRefused(await refresh(first.RefreshToken)); // replay
    expectRefused(await refresh(second.body.RefreshToken));
    // Another session of the same user (another family) is not affected.
    const other = await tokensFor(t, user.username);
    expect((await refresh(other.RefreshToken)).status).toBe(200);
  });

  it('refuses a token named for another user or client, without using it up', async () => {
    const anna = await createUser(t);
    const ben = await createUser(t);
    const tokens = await tokensFor(t, anna.username);
    expectRefused(await refresh(tokens.RefreshToken, { username: ben.username }));
    expectRefused(await refresh(tokens.RefreshToken, { username: 'nobody-at-all' }));
    const bound = await refresh(tokens.RefreshToken, { username: anna.username, client_id: 'web' });
    expect(bound.status).toBe(200);
    expectRefused(await refresh(bound.body.RefreshToken, { client_id: 'mobile' }));
    expect((await refresh(bound.body.RefreshToken, { client_id: 'web' })).status).toBe(200);
  });

  it('refuses garbage and answers a missing token with 422', async () => {
    expectRefused(await refresh('not-a-token'));
    const missing = await request<ErrorBody>(t.url, 'POST', '/api/v1/oauth/refresh', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('refresh_token');
  });

  it('signs out everywhere with the bearer token: every refresh token of the user stops working', async () => {
    const user = await createUser(t);
    const laptop = await tokensFor(t, user.username);
    const phone = await tokensFor(t, user.username);
    const out = await request(t.url, 'POST', '/api/v1/oauth/logout', { body: {}, headers: bearer(laptop) });
    expect(out.status).toBe(204);
    expectRefused(await refresh(laptop.RefreshToken));
    expectRefused(await refresh(phone.RefreshToken));
    expect((await tokensFor(t, user.username, PASSWORD)).AccessToken).toBeTruthy();
  });

  it('signs out with the refresh token alone (the access token may have expired)', async () => {
    const user = await createUser(t);
    const tokens = await tokensFor(t, user.username);
    const out = await request(t.url, 'POST', '/api/v1/oauth/logout', { body: { refresh_token: tokens.RefreshToken } });
    expect(out.status).toBe(204);
    expectRefused(await refresh(tokens.RefreshToken));
    const nothing = await request<ErrorBody>(t.url, 'POST', '/api/v1/oauth/logout', { body: {} });
    expect(nothing.status).toBe(401);
    expect(nothing.body.code).toBe('auth.unauthorized');
  });
});
