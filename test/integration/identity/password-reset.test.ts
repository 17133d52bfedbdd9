import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@kollab/contracts';
import { IdentityMailJob, type IdentityMailJobData } from '@kollab/server/contexts/identity/mail/identity-mail.job';
import { readOutbox, resetToken, waitForMail } from '../../support/identity-mail';
import { postgresAvailable } from '../../support/services';
import { createUser, PASSWORD, signIn, tokensFor, type ErrorBody } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe('password reset (POST v1/password/reset/trigger, POST v1/password/reset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  });
  afterAll(() => t.close());

  const trigger = (email: string) => request<ErrorBody>(t.url, 'POST', '/api/v1/password/reset/trigger', { body: { email, user_pool_id: 'pool' } });
  const reset = (token: string, password: string) =>
    request<ErrorBody & { id: string }>(t.url, 'POST', '/api/v1/password/reset', { body: { token, password, user_pool_id: 'pool' } });

  it('answers a known and an unknown address the same', async () => {
    const user = await createUser(t);
    const known = await trigger(user.email);
    const unknown = await trigger(`nobody-${user.email}`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('mails a link; the new password works, the old one not, and every session ends', async () => {
    const user = await createUser(t, { locale: 'en' });
    const session = await tokensFor(t, user.username);
    await trigger(user.email.toUpperCase());
    const mail = await waitForMail(t.config.dataDir, { to: user.email, contains: '/reset-password/' });
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password/`);
    expect(mail.text).toContain('Reset link');
    const token = resetToken(mail);

    const recent = await reset(token, PASSWORD);
    expect(recent.status).toBe(422);
    expect(recent.body).toMatchObject({ code: 'auth.password_used_recently', errors: { password: [expect.any(String)] } });

    const done = await reset(token, 'Brand-New-Pass-2');
    expect(done.status).toBe(200);
    expect(done.body.id).toBe(user.id);
    expect((await signIn(t, user.username, PASSWORD)).status).toBe(401);
    expect((await signIn(t, user.username, 'Brand-New-Pass-2')).status).toBe(200);
    const refreshed = await request<TokenResponse & ErrorBody>(t.url, 'POST', '/api/v1/oauth/refresh', {
      body: { refresh_token: session.RefreshToken },
    });
    expect(refreshed.status).toBe(401);

    const again = await reset(token, 'Another-Pass-3');
    expect(again).toMatchObject({ status: 400, body: { code: 'auth.reset_link_invalid' } });
  });

  it('the mail follows from the event: a job run again mails the same link once; a request older than the newest mails nothing (issue 12 item 3)', async () => {
    const user = await createUser(t);
    await trigger(user.email);
    const mail = await waitForMail(t.config.dataDir, { to: user.email, contains: '/reset-password/' });
    const [first] = await t.sql.query<{ event_id: string; occurred_at: string }>(
      `SELECT event_id::text, metadata->>'occurredAt' AS occurred_at FROM es_events WHERE stream_id = $1 AND type = 'UserPasswordResetRequested'`,
      [`user-${user.id}`],
    );
    const job = t.app.get(IdentityMailJob);
    const data: IdentityMailJobData = { kind: 'password_reset', user_id: user.id, event_id: first.event_id, occurred_at: first.occurred_at };
    await job.handle(data); // the job again (a crash, a refilled queue)
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(user.email));
    expect(mails).toHaveLength(1);
    const tokens = await t.sql.query('SELECT 1 FROM identity_one_time_tokens WHERE user_id = $1 AND kind = $2', [user.id, 'password_reset']);
    expect(tokens).toHaveLength(1);

    // a second request; then the first one's job runs late: it mails nothing and the newest link stays the one that works
    await trigger(user.email);
    const second = await waitForMail(t.config.dataDir, { to: user.email, contains: '/reset-password/', exclude: [mail.file] });
    await job.handle({ ...data, event_id: randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(user.email))).toHaveLength(2);
    expect((await reset(resetToken(mail), 'Brand-New-Pass-2')).body).toMatchObject({ code: 'auth.reset_link_invalid' });
    expect((await reset(resetToken(second), 'Brand-New-Pass-2')).status).toBe(200);
  });

  it('refuses an unknown token and a weak password', async () => {
    expect(await reset('no-such-token', 'Brand-New-Pass-2')).toMatchObject({ status: 400, body: { code: 'auth.reset_link_invalid' } });
    const weak = await reset('no-such-token', 'short');
    expect(weak.status).toBe(422);
    expect(weak.body.errors?.password).toBeDefined();
    const badEmail = await trigger('not-an-email');
    expect(badEmail).toMatchObject({ status: 422, body: { code: 'request.validation_failed' } });
  });

  it('activates a pending user (the link proved the address)', async () => {
    const user = await createUser(t, { password: undefined });
    await trigger(user.email);
    const mail = await waitForMail(t.config.dataDir, { to: user.email, contains: '/reset-password/' });
    expect((await reset(resetToken(mail), PASSWORD)).status).toBe(200);
    expect((await signIn(t, user.username, PASSWORD)).status).toBe(200);
  });
});

describe('password reset trigger under concurrency (issue 12 item 6)', () => {
  const run = postgresAvailable() ? it : it.skip;
  run(
    'a burst of requests for one address: every one answers 202 as an unknown address does; those that lose the race mail nothing, one link works',
    async () => {
      const t = await startTestApp({ driver: 'postgres' });
      try {
        const user = await createUser(t);
        const trigger = (email: string) =>
          request<ErrorBody>(t.url, 'POST', '/api/v1/password/reset/trigger', { body: { email, user_pool_id: 'pool' } });
        const answers = await Promise.all(Array.from({ length: 8 }, () => trigger(user.email)));
        const unknown = await trigger(`nobody-${user.email}`);
        expect(answers.map((answer) => [answer.status, answer.body])).toEqual(answers.map(() => [unknown.status, unknown.body]));
        expect(unknown.status).toBe(202);
        await waitForMail(t.config.dataDir, { to: user.email, contains: '/reset-password/' });
        await new Promise((resolve) => setTimeout(resolve, 500)); // any second mail would be written by now
        const mails = (await readOutbox(t.config.dataDir)).filter((mail) => mail.to === user.email && mail.text.includes('/reset-password/'));
        expect(mails.length).toBeGreaterThanOrEqual(1);
        expect(mails.length).toBeLessThanOrEqual(3); // the racers that lost mail nothing; the mail limit is 3 an hour
        // only the newest link works, and one does
        const resets = [];
        for (const mail of mails) {
          resets.push(
            (
              await request(t.url, 'POST', '/api/v1/password/reset', {
                body: { token: resetToken(mail), password: 'Brand-New-Pass-2', user_pool_id: 'pool' },
              })
            ).status,
          );
        }
        expect(resets.filter((status) => status === 200)).toHaveLength(1);
      } finally {
        await t.close();
      }
    },
    60000,
  );
});
