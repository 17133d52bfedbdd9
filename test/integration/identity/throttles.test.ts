import { randomBytes } from 'node:crypto';
import { readOutbox } from '../../support/identity-mail';
import { createUser, PASSWORD, type ErrorBody } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';

/** Issue 11 item 6: the sign-in throttle counts per account, and the reset trigger is rate limited. */
describe('throttles: sign-in per account, password reset per e-mail and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // behind a proxy, so each test can call from its own client address (X-Forwarded-For)
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const newAddress = () => `198.51.100.${randomBytes(1)[0]}`;
  const signIn = (username: string, password: string, address: string) =>
    request<ErrorBody>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password }, headers: { 'x-forwarded-for': address } });
  const trigger = (email: string, address: string) =>
    request<ErrorBody>(t.url, 'POST', '/api/v1/password/reset/trigger', { body: { email }, headers: { 'x-forwarded-for': address } });
  const resetMailsTo = async (email: string) =>
    (await readOutbox(t.config.dataDir)).filter((mail) => mail.to.includes(email) && mail.text.includes('/reset-password/')).length;

  it('counts failures with the user name and with the e-mail of one account together', async () => {
    const user = await createUser(t);
    const address = newAddress();
    for (const name of [user.username, user.email, user.username.toUpperCase(), ` ${user.email.toUpperCase()} `, user.email]) {
      expect((await signIn(name, 'Wrong-Pass-9', address)).status).toBe(401);
    }
    const locked = await signIn(user.username, PASSWORD, address);
    expect(locked).toMatchObject({ status: 429, body: { code: 'request.too_many' } });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(user.email, PASSWORD, address)).status).toBe(429);
    // another address is not locked out by these failures
    expect((await signIn(user.email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('throttles an unknown name the same way, so the limit tells nothing about who exists', async () => {
    const address = newAddress();
    const unknown = `nobody-${randomBytes(4).toString('hex')}`;
    const known = await createUser(t);
    const answers = { unknown: [] as number[], known: [] as number[] };
    for (let i = 0; i < 6; i += 1) {
      answers.unknown.push((await signIn(i % 2 ? unknown.toUpperCase() : unknown, 'Wrong-Pass-9', address)).status);
      answers.known.push((await signIn(known.username, 'Wrong-Pass-9', address)).status);
    }
    expect(answers.unknown).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers.known).toEqual(answers.unknown);
  });

  it('mails at most 3 reset links an hour to one e-mail, answering every request the same', async () => {
    const user = await createUser(t);
    const answers = [];
    // from different addresses, so only the e-mail limit applies
    for (let i = 0; i < 6; i += 1) answers.push(await trigger(i % 2 ? user.email.toUpperCase() : user.email, newAddress()));
    for (const answer of answers) expect(answer).toMatchObject({ status: 202, body: { accepted: true } });
    const unknownAnswer = await trigger(`nobody-${user.email}`, newAddress());
    expect(unknownAnswer.body).toEqual(answers[0].body);
    // the mail job delivers in the background: wait until the three have arrived, then a little longer
    const deadline = Date.now() + 15000;
    while ((await resetMailsTo(user.email)) < 3 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 200));
    await new Promise((done) => setTimeout(done, 1500));
    expect(await resetMailsTo(user.email)).toBe(3);
  });

  it('answers a burst of 12 reset requests from one address with at most 10 accepted, then 429 with a stable code', async () => {
    const address = newAddress();
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => trigger(users[i % 4].email, address)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    expect(new Set(statuses)).toEqual(new Set([202, 429]));
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.code).toBe('request.too_many');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    expect((await trigger(users[0].email, newAddress())).status).toBe(202);
  });
});
