import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { loadConfig } from '@kollab/server/core/config/app-config';
import { ConfigModule } from '@kollab/server/core/config/config.module';
import { FILE_STORE, type FileStore } from '@kollab/server/core/files/file-store';
import { FilesModule } from '@kollab/server/core/files/files.module';
import { JOB_QUEUE, jobIdFor, type JobQueue } from '@kollab/server/core/jobs/job-queue';
import { JobsModule } from '@kollab/server/core/jobs/jobs.module';
import { createMailer, MailModule } from '@kollab/server/core/mail/mail.module';
import { MAILER, type Mailer } from '@kollab/server/core/mail/mailer';
import { OutboxMailer } from '@kollab/server/core/mail/outbox-mailer';
import { AttachmentGoneError, SendMailJob, type SendMailJobData } from '@kollab/server/core/mail/send-mail.job';
import { SmtpMailer } from '@kollab/server/core/mail/smtp-mailer';
import { PgliteSqlClient } from '@kollab/server/core/sql/pglite-client';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import { SQL_CLIENT } from '@kollab/server/core/stores/sql-client.token';
import { deleteRedisPrefix, testRedisPrefix } from '../../support/jobs-backends';
import { eventually, within } from '../../support/jobs-waits';
import { redisAvailable, TEST_REDIS_URL } from '../../support/services';
import { attachmentsOf, headerValue, parseMime, textOf } from '../../support/mime';
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

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Bytes like an xlsx (a zip's signature) followed by every byte value and random ones: any change to them shows. */
const xlsxLike = (): Buffer =>
  Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(40_000)]);
const CSV = 'Name;Ort\r\nJürgen Müller;Köln\r\n';

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

    it('delivers attachments as MIME parts with their name, content type and exact bytes', async () => {
      const mailer = new SmtpMailer(sink.url, FROM);
      const to = `ada-${randomUUID()}@example.test`;
      const xlsx = xlsxLike();
      await mailer.send({
        to,
        subject: 'Your export',
        text: 'Your export is attached.',
        html: '<p>Your export is attached.</p>',
        attachments: [
          { filename: 'Kontakte März.xlsx', contentType: XLSX, content: Readable.from([xlsx.subarray(0, 1000), xlsx.subarray(1000)]) },
          { filename: 'contacts.csv', contentType: 'text/csv; charset=utf-8', content: Buffer.from(CSV) },
        ],
      });
      const mail = await within(sink.next(forRecipient(to)), 5000, 'the message at the sink');
      mailer.close();

      const message = parseMime(mail.raw);
      expect(headerValue(message.headers.get('content-type') ?? '').value).toBe('multipart/mixed');
      expect(textOf(message)).toBe('Your export is attached.');
      expect(attachmentsOf(message)).toEqual([
        { filename: 'Kontakte März.xlsx', contentType: XLSX, content: xlsx },
        { filename: 'contacts.csv', contentType: 'text/csv', content: Buffer.from(CSV) },
      ]);
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

    it('writes attachments into the .eml as the SMTP mailer sends them, names and types cleaned', async () => {
      const lines: string[] = [];
      const outbox = join(dataDir, 'mail');
      const mailer = new OutboxMailer(outbox, FROM, { log: (message: string) => void lines.push(message) });
      const xlsx = xlsxLike();

      const result = await mailer.send({
        to: 'grace@example.test',
        subject: 'Your export',
        text: 'Your export is attached; all exports: https://kollab.test/exports',
        attachments: [
          { filename: 'Export 2026-03 (Köln).xlsx', contentType: XLSX, content: Readable.from([xlsx]) },
          { filename: '../../etc/Bericht\u202Efdp.exe\r\n.csv', contentType: 'text/csv\r\nBcc: mallory@example.test', content: Buffer.from(CSV) },
        ],
      });

      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      const file = join(outbox, files[0]);
      const raw = await readFile(file, 'utf8');
      expect(raw).not.toMatch(/^Bcc:/im);
      const message = parseMime(raw);
      expect(message.headers.get('message-id')).toBe(result.messageId);
      expect(headerValue(message.headers.get('content-type') ?? '').value).toBe('multipart/mixed');
      expect(textOf(message)).toBe('Your export is attached; all exports: https://kollab.test/exports');
      expect(attachmentsOf(message)).toEqual([
        { filename: 'Export 2026-03 (Köln).xlsx', contentType: XLSX, content: xlsx },
        { filename: '.. .. etc Bericht fdp.exe .csv', contentType: 'application/octet-stream', content: Buffer.from(CSV) },
      ]);

      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('\n');
      expect(lines[0]).toContain(file);
      expect(lines[0]).toMatch(/link: https:\/\/kollab\.test\/exports$/);
    });

    it('is the mailer when SMTP_URL is not set', () => {
      expect(createMailer(loadConfig({ DATA_DIR: dataDir }))).toBeInstanceOf(OutboxMailer);
      expect(createMailer(loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url }))).toBeInstanceOf(SmtpMailer);
    });
  });

  describe('SendMailJob', () => {
    it.each(['SmtpMailer', 'OutboxMailer'])('fails the run when an attached file cannot be read (%s)', async (adapter) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'kollab-mail-'));
      const outbox = join(dataDir, 'mail');
      const mailer = adapter === 'SmtpMailer' ? new SmtpMailer(sink.url, FROM) : new OutboxMailer(outbox, FROM, { log: () => undefined });
      const to = `ken-${randomUUID()}@example.test`;
      // A file found by get() but deleted before open(): the stream fails before the mailer reads it.
      const files: Pick<FileStore, 'get'> = {
        get: async (_accountId, id) => ({
          id,
          kind: 'export',
          ownerId: 'export-1',
          contentType: 'text/csv',
          size: 10,
          sha256: '0'.repeat(64),
          createdAt: new Date().toISOString(),
          open: () => createReadStream(join(dataDir, 'deleted-meanwhile')),
        }),
      };
      const job = new SendMailJob(mailer, files as FileStore);
      try {
        const run = job.handle({
          to,
          subject: 's',
          text: 't',
          attachments: [{ filename: 'export.csv', contentType: 'text/csv', file: { accountId: randomUUID(), fileId: randomUUID() } }],
        });
        await expect(within(run, 5000, 'the run to fail')).rejects.toThrow('The file attached as "export.csv" could not be read: ENOENT');
        expect(await readdir(outbox).catch(() => [])).toEqual([]);
        expect(sink.received.filter(forRecipient(to))).toHaveLength(0);
      } finally {
        if (mailer instanceof SmtpMailer) mailer.close();
        await rm(dataDir, { recursive: true, force: true });
      }
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
      const config = loadConfig({
        DATA_DIR: dataDir,
        SMTP_URL: sink.url,
        ...(redis ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `kollab-mail-${randomUUID().slice(0, 8)}` } : {}),
      });
      app = await Test.createTestingModule({
        imports: [
          ConfigModule.forRoot(config),
          TestSqlModule.with(sql),
          JobsModule.forRoot({ bullmq: { prefix, queueName: `mail${randomBytes(4).toString('hex')}` }, sql: { pollMs: 200 } }),
          FilesModule,
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

    it('attaches a stored file, read from the FILE_STORE when the job runs (the job data holds only its id)', async () => {
      const jobs = app.get<JobQueue>(JOB_QUEUE);
      const files = app.get<FileStore>(FILE_STORE);
      const accountId = randomUUID();
      const xlsx = xlsxLike();
      const stored = await files.put({ accountId, kind: 'export', ownerId: randomUUID() }, xlsx, XLSX);
      const to = `edsger-${randomUUID()}@example.test`;
      const message: SendMailJobData = {
        to,
        subject: 'Your export is ready',
        text: 'The export is attached.',
        attachments: [{ filename: 'Kontakte März 2026.xlsx', contentType: XLSX, file: { accountId, fileId: stored.id } }],
      };
      expect(JSON.stringify(message).length).toBeLessThan(400);
      const jobId = jobIdFor(randomUUID(), SendMailJob.jobName, to);

      expect(await jobs.enqueue(SendMailJob.jobName, message, { jobId })).toEqual({ enqueued: true });
      const mail = await within(sink.next(forRecipient(to)), 10_000, 'the mail with the attachment');

      const parsed = parseMime(mail.raw);
      expect(textOf(parsed)).toBe('The export is attached.');
      expect(attachmentsOf(parsed)).toEqual([{ filename: 'Kontakte März 2026.xlsx', contentType: XLSX, content: xlsx }]);
      const delivered = await eventually(async () => ((await jobs.inspect(jobId))?.status === 'done' ? true : undefined), 5000, 'the job to be done');
      expect(delivered).toBe(true);
    });

    it('fails with a clear message, and sends nothing, when an attached file is gone', async () => {
      const jobs = app.get<JobQueue>(JOB_QUEUE);
      const files = app.get<FileStore>(FILE_STORE);
      const accountId = randomUUID();
      const stored = await files.put({ accountId, kind: 'export', ownerId: randomUUID() }, Buffer.from(CSV), 'text/csv');
      await files.delete(accountId, stored.id);
      const to = `barbara-${randomUUID()}@example.test`;
      const message: SendMailJobData = {
        to,
        subject: 'Your export is ready',
        text: 'The export is attached.',
        attachments: [{ filename: 'export.csv', contentType: 'text/csv', file: { accountId, fileId: stored.id } }],
      };
      const gone = `The file attached as "export.csv" (file ${stored.id} of account ${accountId}) is gone from the file store: the mail is not sent`;

      const run = app.get(SendMailJob).handle(message);
      await expect(run).rejects.toThrow(AttachmentGoneError);
      await expect(run).rejects.toThrow(gone);

      const jobId = jobIdFor(randomUUID(), SendMailJob.jobName, to);
      await jobs.enqueue(SendMailJob.jobName, message, { jobId });
      const failed = await eventually(
        async () => {
          const info = await jobs.inspect(jobId);
          return info?.lastError ? info : undefined;
        },
        10_000,
        'the failed run to be recorded',
      );
      expect(failed.lastError).toContain(gone);
      expect(failed.status).not.toBe('done');
      expect(sink.received.filter(forRecipient(to))).toHaveLength(0);
    });
  });
});
