import type { ChallengeResponse, TokenResponse } from '@kollab/contracts';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { activationToken, waitForMail } from '../../support/identity-mail';
import { createUser, directoryOf, freshNames, PASSWORD, signIn, tokensFor, type ErrorBody } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe('users by USER_DIRECTORY, activation and the first-sign-in challenge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  });
  afterAll(() => t.close());

  const context = () => commandContext('_system', null);
  const activate = (token: string, body: Record<string, unknown>) =>
    request<ErrorBody & { id: string; version: number }>(t.url, 'POST', `/api/v1/users/activate/${encodeURIComponent(token)}`, { body });

  it('mails an activation link (German by default), which sets the password, activates and verifies the user', async () => {
    const user = await createUser(t, { password: undefined });
    expect(user.status).toBe('pending');
    const mail = await waitForMail(t.config.dataDir, { to: user.email, contains: '/activate?token=' });
    expect(mail.text).toContain(`${t.config.publicUrl}/activate?token=`);
    expect(mail.text).toContain('Passwort');
    const token = activationToken(mail);

    const weak = await activate(token, { password: 'weakpass' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors?.password).toEqual(['Mindestens ein Kleinbuchstabe, ein Großbuchstabe und eine Ziffer.']);

    const done = await activate(token, { password: PASSWORD, user_pool_id: 'ignored' });
    expect(done.status).toBe(200);
    expect(done.body.id).toBe(user.id);
    const tokens = await tokensFor(t, user.username);
    const view = await request<{ status: string; email_verified: boolean }>(t.url, 'GET', `/api/v1/users/${user.id}`, {
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(view.body).toMatchObject({ status: 'active', email_verified: true });

    const again = await activate(token, { password: 'Other-Pass-2' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('auth.activation_link_invalid');
  });

  it('refuses an unknown activation token', async () => {
    const response = await activate('no-such-token', { password: PASSWORD });
    expect(response).toMatchObject({ status: 400, body: { code: 'auth.activation_link_invalid' } });
  });

  it('records events but never a password or hash', async () => {
    const user = await createUser(t, { password: undefined, temporaryPassword: 'Temp-Pass-1' });
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`user-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(['UserCreated']);
    expect(events[0].data).toMatchObject({ username: user.username, activation: 'temporary_password' });
    expect(events[0].metadata.accountId).toBe('_system');
    expect(JSON.stringify(events)).not.toMatch(/Temp-Pass-1|argon2/);
  });

  it('sends the welcome mail again in the user locale, and answers 409 for an active user', async () => {
    const pending = await createUser(t, { password: undefined, locale: 'en' });
    const first = await waitForMail(t.config.dataDir, { to: pending.email, contains: '/activate?token=' });
    await directoryOf(t).sendWelcome(pending.id, context());
    const second = await waitForMail(t.config.dataDir, { to: pending.email, contains: '/activate?token=', exclude: [first.file] });
    expect(second.text).toContain('Activation link');
    // Only the newest link works.
    expect((await activate(activationToken(first), { password: PASSWORD })).status).toBe(400);
    expect((await activate(activationToken(second), { password: PASSWORD })).status).toBe(200);

    const active = await createUser(t);
    await expect(directoryOf(t).sendWelcome(active.id, context())).rejects.toMatchObject({ kind: 'conflict', code: 'user.already_activated' });
  });

  it('refuses a taken username or e-mail (case-insensitive) and bad names with 422 field errors', async () => {
    const taken = await createUser(t);
    const fresh = freshNames();
    const base = { first_name: 'A', last_name: 'B', ...fresh };
    await expect(directoryOf(t).createUser({ ...base, username: taken.username.toUpperCase() }, context())).rejects.toMatchObject({
      kind: 'invalid',
      code: 'profile.username_taken',
      errors: { username: [{ key: 'profile.username_taken' }] },
    });
    await expect(directoryOf(t).createUser({ ...base, email: taken.email.toUpperCase() }, context())).rejects.toMatchObject({
      kind: 'invalid',
      code: 'profile.email_taken',
    });
    await expect(directoryOf(t).createUser({ ...base, username: taken.username, email: taken.email }, context())).rejects.toMatchObject({
      code: 'request.validation_failed',
      errors: { username: expect.any(Array), email: expect.any(Array) },
    });
    for (const username of ['with space', 'anna@example.test', '']) {
      await expect(directoryOf(t).createUser({ ...base, username }, context())).rejects.toMatchObject({
        kind: 'invalid',
        errors: { username: expect.any(Array) },
      });
    }
    await expect(directoryOf(t).createUser({ ...base, email: 'not-an-email' }, context())).rejects.toMatchObject({
      errors: { email: [{ key: 'validation.email' }] },
    });
    // The refused attempts reserved nothing: the fresh names are still free.
    expect((await createUser(t, { ...fresh })).username).toBe(fresh.username);
  });

  it('lets only one of two simultaneous creates have a username', async () => {
    const names = freshNames();
    const results = await Promise.allSettled(
      [1, 2].map((n) => directoryOf(t).createUser({ ...names, email: `${n}-${names.email}`, first_name: 'A', last_name: 'B' }, context())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('reads users back through the directory, and erases them', async () => {
    const user = await createUser(t);
    await expect(directoryOf(t).getUser(user.id)).resolves.toMatchObject({ username: user.username, status: 'active' });
    await expect(directoryOf(t).findByEmail(user.email.toUpperCase())).resolves.toMatchObject({ id: user.id });
    await expect(directoryOf(t).getUsers([user.id, user.id, 'unknown'])).resolves.toEqual([expect.objectContaining({ id: user.id })]);
    await directoryOf(t).eraseUser(user.id, context());
    await directoryOf(t).eraseUser(user.id, context()); // again: nothing left to erase
    await expect(directoryOf(t).getUser(user.id)).resolves.toBeUndefined();
    await expect(directoryOf(t).findByEmail(user.email)).resolves.toBeUndefined();
    expect((await signIn(t, user.username, PASSWORD)).status).toBe(401);
    const [credentials] = await t.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_credentials WHERE user_id = $1', [user.id]);
    expect(credentials.n).toBe(0);
    // The stored events still say what happened, no longer who.
    const stored = await t.sql.query<{ type: string; data: unknown; redacted: boolean }>(
      `SELECT type, data, (metadata->>'redacted')::boolean AS redacted FROM es_events WHERE stream_id = $1 ORDER BY stream_position`,
      [`user-${user.id}`],
    );
    expect(stored.map((e) => e.type)).toEqual(expect.arrayContaining(['UserCreated', 'UserErased']));
    const text = JSON.stringify(stored.map((e) => e.data));
    expect(text).not.toContain(user.username);
    expect(text.toLowerCase()).not.toContain(user.email.toLowerCase());
    expect(stored.find((e) => e.type === 'UserCreated')?.redacted).toBe(true);
    // The username is free again.
    await expect(createUser(t, { username: user.username, email: user.email })).resolves.toBeTruthy();
  });

  it('walks the NEW_PASSWORD_REQUIRED challenge: the temporary password cannot be kept, the session works once', async () => {
    const user = await createUser(t, { password: undefined, temporaryPassword: 'Temp-Pass-1' });
    const signedIn = await signIn(t, user.username, 'Temp-Pass-1');
    const { Session } = signedIn.body as ChallengeResponse;
    const answer = (body: Record<string, unknown>) =>
      request<TokenResponse & ErrorBody>(t.url, 'POST', '/api/v1/oauth/challenge', {
        body: { challenge_name: 'NEW_PASSWORD_REQUIRED', client_id: 'web', session: Session, username: user.username, ...body },
      });

    const same = await answer({ password: 'Temp-Pass-1' });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('auth.password_used_recently');
    const badName = await answer({ challenge_name: 'SMS_MFA', password: PASSWORD });
    expect(badName.status).toBe(422);
    expect(badName.body.errors).toHaveProperty('challenge_name');
    const wrongUser = await answer({ username: `x${user.username}`, password: PASSWORD });
    expect(wrongUser).toMatchObject({ status: 401, body: { code: 'auth.session_invalid' } });

    const done = await answer({ password: PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.AccessToken).toBeTruthy();
    const reused = await answer({ password: 'Other-Pass-2' });
    expect(reused).toMatchObject({ status: 401, body: { code: 'auth.session_invalid' } });

    expect((await signIn(t, user.username, 'Temp-Pass-1')).status).toBe(401);
    const normal = await signIn(t, user.username, PASSWORD);
    expect(normal.body).toHaveProperty('AccessToken');
    await expect(directoryOf(t).getUser(user.id)).resolves.toMatchObject({ status: 'active' });
  });
});
