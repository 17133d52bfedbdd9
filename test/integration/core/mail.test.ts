import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { loadConfig } from '@kollab/server/core/config/app-config';
import { ConfigModule } from '@kollab/server/core/config/config.module';
import { JOB_QUEUE, jobIdFor, type JobQueue } from '@kollab/server/core/jobs/job-queue';
import { JobsModule } from '@kollab/server/core/jobs/jobs.module';
import { createMailer, MailModule } from '@kollab/server/core/mail/mail.module';
import { MAILER, type Mailer } from '@kollab/server/core/mail/mailer';
import { OutboxMailer } from '@kollab/server/core/mail/outbox-mailer';
import { SendMailJob, type SendMailJobData } from '@kollab/server/core/mail/send-mail.job';
import { SmtpMailer } from '@kollab/server/core/mail/smtp-mailer';
import { PgliteSqlClient } from '@kollab/server/core/sql/pglite-client';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import { SQL_CLIENT } from '@kollab/server/core/stores/sql-client.token';
import { deleteRedisPrefix, testRedisPrefix } from '../../support/jobs-backends';
import { eventually, within } from '../../support/jobs-waits';
import { redisAvailable, TEST_REDIS_URL } from '../../support/services';
import { SmtpSink, type ReceivedMail } from '../../support/smtp-sink';

const FROM = 'Kollab <no-reply@kollab.test>';

/** Headers (names in lower case, folded lines joined) and the decoded body of a one-part message. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  expect(split).toBeGreaterThan(0);
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)) {
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  if (headers.get('content-transfer-encoding') === 'quoted-printable') {
    body = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { headers, body };
}

const forRecipient = (to: string) => (mail: ReceivedMail) => mail.to.includes(to);

describe('mail', () => {
  let sink: SmtpSink;
  let sql: PgliteSqlClient;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sql = await PgliteSqlClient.open();
  });
  afterAll(async () => {
    await sink.close();
    await sql.close();
  });

  describe('SmtpMailer', () => {
    it('delivers recipient, subject and body to a real SMTP server', async () => {
      const mailer = new SmtpMailer(sink.url, FROM);
      const to = `ada-${randomUUID()}@example.test`;
      const result = await mailer.send({
        to,
        subject: 'Welcome to Kollab',
        text: 'Hello Ada,\nyour account is ready.',
        html: '<p>Hello Ada,<br>your account is ready.</p>',
      });
      const mail = await within(sink.next(forRecipient(to)), 5000, 'the message at the sink');
      mailer.close();

      expect(result.messageId).toMatch(/^<.+@.+>$/);
      expect(mail.to).toEqual([to]);
      expect(mail.raw).toMatch(new RegExp(`^To: ${to}\\r?$`, 'm'));
      expect(mail.raw).toMatch(/^Subject: Welcome to Kollab\r?$/m);
      expect(mail.raw).toMatch(/^From: Kollab <no-reply@kollab\.test>\r?$/m);
      expect(mail.raw).toContain(`Message-ID: ${result.messageId}`);
      expect(mail.raw).toContain('your account is ready.');
      expect(mail.raw).toContain('<p>Hello Ada,<br>your account is ready.</p>');
    });

    it('fails the send when the server cannot be reached (so the job retries it)', async () => {
      const closed = await SmtpSink.start();
      const url = closed.url;
      await closed.close();
      const mailer = new SmtpMailer(url, FROM);
      await expect(mailer.send({ to: 'x@example.test', subject: 's', text: 't' })).rejects.toThrow();
    });
  });

  describe('OutboxMailer', () => {
    let dataDir: string;

    beforeEach(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'kollab-mail-'));
    });
    afterEach(() => rm(dataDir, { recursive: true, force: true }));

    it('writes a parseable .eml file to DATA_DIR/mail and logs one line with the link', async () => {
      const lines: string[] = [];
      const outbox = join(dataDir, 'mail');
      const mailer = new OutboxMailer(outbox, FROM, { log: (message: string) => void lines.push(message) });
      const link = 'http://localhost:3000/activate?token=abc123';

      const result = await mailer.send({
        to: 'grace@example.test',
        subject: 'Activate your account',
        text: `Hello Grace,\n\nopen ${link}.\nThe link works for 24 hours: see https://kollab.test/help`,
      });

      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{6}-[0-9a-f]{6}\.eml$/);
      const file = join(outbox, files[0]);
      const { headers, body } = parseMessage(await readFile(file, 'utf8'));
      expect(headers.get('to')).toBe('grace@example.test');
      expect(headers.get('from')).toBe(FROM);
      expect(headers.get('subject')).toBe('Activate your account');
      expect(headers.get('message-id')).toBe(result.messageId);
      expect(headers.get('mime-version')).toBe('1.0');
      expect(headers.get('content-type')).toMatch(/^text\/plain/);
      expect(headers.get('date')).toBeDefined();
      expect(body).toContain(`open ${link}.`);

      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('\n');
      expect(lines[0]).toContain('grace@example.test');
      expect(lines[0]).toContain('"Activate your account"');
      expect(lines[0]).toContain(file);
      expect(lines[0]).toMatch(new RegExp(`link: ${link.replace(/[.?]/g, '\\$&')}$`));
    });

    it('names the files so that they sort in the order the messages were sent', async () => {
      const outbox = join(dataDir, 'mail');
      const mailer = new OutboxMailer(outbox, FROM, { log: () => undefined });
      for (const n of [1, 2, 3, 4, 5]) await mailer.send({ to: `n${n}@example.test`, subject: `Message ${n}`, text: `number ${n}` });

      const files = (await readdir(outbox)).sort();
      const subjects = await Promise.all(files.map(async (name) => parseMessage(await readFile(join(outbox, name), 'utf8')).headers.get('subject')));
      expect(subjects).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    });

    it('is the mailer when SMTP_URL is not set', () => {
      expect(createMailer(loadConfig({ DATA_DIR: dataDir }))).toBeInstanceOf(OutboxMailer);
      expect(createMailer(loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url }))).toBeInstanceOf(SmtpMailer);
    });
  });

  /** Hands the test's SQL client to JobsModule, as StoresModule does in the app. */
  @Global()
  @Module({})
  class TestSqlModule {
    static with(sql: SqlClient): DynamicModule {
      return { module: TestSqlModule, providers: [{ provide: SQL_CLIENT, useValue: sql }], exports: [SQL_CLIENT] };
    }
  }

  const queueSetups = [{ name: 'the SQL queue on PGlite', redis: false }];
  if (redisAvailable()) queueSetups.push({ name: 'BullMQ on Redis', redis: true });
  else console.warn(`[tests] Redis not reachable at ${TEST_REDIS_URL}: SendMailJob runs on the SQL queue only`);

  describe.each(queueSetups)('SendMailJob through MailModule and JobsModule with $name', ({ redis }) => {
    let app: TestingModule;
    let dataDir: string;
    const prefix = testRedisPrefix();

    beforeAll(async () => {
      Logger.overrideLogger(false);
      dataDir = await mkdtemp(join(tmpdir(), 'kollab-mail-'));
      const config = loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url, ...(redis ? { REDIS_URL: TEST_REDIS_URL } : {}) });
      app = await Test.createTestingModule({
        imports: [
          ConfigModule.forRoot(config),
          TestSqlModule.with(sql),
          JobsModule.forRoot({ bullmq: { prefix, queueName: `mail${randomBytes(4).toString('hex')}` }, sql: { pollMs: 200 } }),
          MailModule,
        ],
      }).compile();
      await app.init();
    });
    afterAll(async () => {
      await app.close();
      if (redis) await deleteRedisPrefix(prefix);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('sends the enqueued message through the SMTP mailer, once per job id', async () => {
      const jobs = app.get<JobQueue>(JOB_QUEUE);
      expect(app.get<Mailer>(MAILER)).toBeInstanceOf(SmtpMailer);
      const to = `linus-${randomUUID()}@example.test`;
      const message: SendMailJobData = { to, subject: 'You were assigned a task', text: 'Review the offer draft.' };
      const jobId = jobIdFor(randomUUID(), SendMailJob.jobName, to);

      expect(await jobs.enqueue(SendMailJob.jobName, message, { jobId })).toEqual({ enqueued: true });
      expect(await jobs.enqueue(SendMailJob.jobName, message, { jobId })).toEqual({ enqueued: false });
      const mail = await within(sink.next(forRecipient(to)), 10_000, 'the mail sent by SendMailJob');

      expect(mail.raw).toMatch(/^Subject: You were assigned a task\r?$/m);
      expect(mail.raw).toContain('Review the offer draft.');
      const delivered = await eventually(
        async () => {
          const info = await jobs.inspect(jobId);
          return info?.status === 'done' ? info : undefined;
        },
        5000,
        'the job to be done',
      );
      expect(delivered.attempts).toBe(1);
      expect(sink.received.filter(forRecipient(to))).toHaveLength(1);
    });
  });
});
