import { SmtpSink } from '../../support/smtp-sink';
import { createUser } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe('identity mail through a real SMTP server (SMTP_URL)', () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://kollab.example' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("sends the password-reset mail in the user's language with a working link", async () => {
    const german = await createUser(t, { locale: 'de' });
    const english = await createUser(t, { locale: 'en' });
    for (const user of [german, english]) {
      const answer = await request(t.url, 'POST', '/api/v1/password/reset/trigger', { body: { email: user.email, user_pool_id: 'x' } });
      expect(answer.status).toBe(202);
    }
    const [de, en] = (await Promise.all([german, english].map((user) => sink.next((mail) => mail.to.includes(user.email))))).map(
      // quoted-printable: join soft line breaks, decode =XX bytes
      (mail) => ({
        raw: Buffer.from(
          mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
      }),
    );
    expect(de.raw).toMatch(/https:\/\/kollab\.example\/reset-password\/[A-Za-z0-9_-]{20,}/);
    expect(de.raw).toMatch(/Passwort zurücksetzen|Zurücksetzen/);
    expect(en.raw).toMatch(/password/i);
    expect(en.raw).not.toMatch(/Passwort/);
    expect(sink.received).toHaveLength(2);
  }, 30000);
});
