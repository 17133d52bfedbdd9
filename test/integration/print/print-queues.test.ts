import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { FileContent, FileStore } from '@kollab/server/core/files/file-store';
import { BullmqJobQueue } from '@kollab/server/core/jobs/bullmq-job-queue';
import type { JobQueue } from '@kollab/server/core/jobs/job-queue';
import { SqlJobQueue } from '@kollab/server/core/jobs/sql-job-queue';
import type { PrintDocument, PrintJobData } from '@kollab/server/core/print/print-document';
import { renderPdfInThread } from '@kollab/server/core/print/pdf-thread';
import { PrintJobs } from '@kollab/server/core/print/print-jobs';
import { deleteRedisPrefix, testRedisPrefix } from '../../support/jobs-backends';
import { redisAvailable, TEST_REDIS_URL } from '../../support/services';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';
import { IMAGES, pngWithBrokenZlibCheck } from '../../support/uploads';
import { imageCount, pdfText } from './pdf-reading';
import { DomainRefusal } from '@kollab/contracts';

// The print path on both job queues: the request side enqueues and waits (its queue
// runs no jobs: think web process), a worker queue (another process) renders and stores
// the PDF in SQL, the request takes it. Failures and timeouts are 503 server.unavailable.
Logger.overrideLogger(false);

const LOGO_ID = randomUUID();

/** A files store holding one JPEG logo of account `acc`. */
const files: FileStore = {
  put: () => Promise.reject(new Error('not here')),
  async get(accountId: string, id: string): Promise<FileContent | undefined> {
    if (accountId !== 'acc' || id !== LOGO_ID) return undefined;
    const bytes = IMAGES.jpeg;
    return {
      id,
      kind: 'account_logo',
      ownerId: 'acc',
      createdAt: '',
      contentType: 'image/jpeg',
      size: bytes.length,
      sha256: '',
      open: () => Readable.from([bytes]),
    };
  },
  delete: () => Promise.resolve(),
  deleteOwned: () => Promise.resolve(),
  deleteAll: () => Promise.resolve(),
};

const document = (title: string): PrintDocument => ({
  locale: 'de',
  account_name: 'Muster GmbH',
  logo_file_id: LOGO_ID,
  title,
  subtitle: 'Gedruckt am 21.11.2026',
  fields: [{ label: 'Status', value: 'Offen' }],
  sections: [{ heading: 'Beschreibung', blocks: [{ kind: 'paragraph', indent: 0, runs: [{ text: 'Zeile eins' }] }] }],
});

const backends: Array<[string, 'sql' | 'bullmq']> = [
  ['the SQL queue', 'sql'],
  ...(redisAvailable() ? [['BullMQ', 'bullmq'] as [string, 'bullmq']] : []),
];
if (!redisAvailable()) console.warn('[tests] Redis not reachable: print jobs run on the SQL queue only');

describe.each(backends)('print jobs on %s', (_name, kind) => {
  let db: OpenedDriver;
  const queues: JobQueue[] = [];
  const prefix = testRedisPrefix();
  let scope: string;

  const queue = async (): Promise<JobQueue> => {
    const made =
      kind === 'sql' ? await SqlJobQueue.open(db.sql, { pollMs: 100 }) : new BullmqJobQueue({ redisUrl: TEST_REDIS_URL, prefix, queueName: scope });
    queues.push(made);
    return made;
  };

  /** A web process (enqueues only) and a worker process (runs `name` with `handle`). */
  const processes = async (name: string, handle: (prints: PrintJobs, data: PrintJobData, jobId: string) => Promise<void>) => {
    const web = await queue();
    const worker = await queue();
    const webPrints = new PrintJobs(db.sql, web, files);
    const workerPrints = new PrintJobs(db.sql, worker, files);
    await webPrints.onModuleInit();
    web.register({ name, attempts: 1, handle: () => Promise.reject(new Error('the web process runs no jobs')) });
    worker.register({ name, attempts: 1, handle: (data: PrintJobData, context) => handle(workerPrints, data, context.jobId) });
    await worker.start();
    return webPrints;
  };

  beforeAll(async () => {
    db = await openDriver('pglite');
  });
  beforeEach(() => {
    scope = `print${randomBytes(4).toString('hex')}`;
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await db.close();
    if (kind === 'bullmq') await deleteRedisPrefix(prefix);
  });

  it('renders in the worker and hands the PDF (with the logo from the files store) back to the waiting request', async () => {
    const name = `PrintTest${randomBytes(3).toString('hex')}`;
    const web = await processes(name, (prints, data, jobId) => prints.render(data, jobId));
    const pdf = await web.print('acc', document('Angebot für Müller'), name);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Angebot für Müller');
    expect(pdfText(pdf)).toContain('Muster GmbH');
    expect(imageCount(pdf)).toBe(1);
    // Taken once: the row is gone.
    expect(await db.sql.query('SELECT 1 FROM print_results')).toEqual([]);
  });

  it('answers 503 server.unavailable when the job fails', async () => {
    const name = `PrintFail${randomBytes(3).toString('hex')}`;
    const web = await processes(name, () => Promise.reject(new Error('renderer broke')));
    const error = await web.print('acc', document('Kaputt'), name).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainRefusal);
    expect({ kind: (error as DomainRefusal).kind, code: (error as DomainRefusal).code }).toEqual({ kind: 'unavailable', code: 'server.unavailable' });
  });

  it('answers 503 server.unavailable when no worker renders it in time (PRINT_WAIT_MS)', async () => {
    const name = `PrintSlow${randomBytes(3).toString('hex')}`;
    const before = process.env.PRINT_WAIT_MS;
    process.env.PRINT_WAIT_MS = '300';
    try {
      const web = new PrintJobs(db.sql, await queue(), files);
      (queues.at(-1) as JobQueue).register({ name, handle: () => Promise.resolve() });
      const started = Date.now();
      const error = await web.print('acc', document('Niemand'), name).catch((e: unknown) => e);
      expect((error as DomainRefusal).code).toBe('server.unavailable');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      if (before === undefined) delete process.env.PRINT_WAIT_MS;
      else process.env.PRINT_WAIT_MS = before;
    }
  });
});

describe('the PDF render thread', () => {
  it('turns an error pdfkit throws inside its own callback into a rejected render, not an uncaught exception', async () => {
    // A transparent PNG makes pdfkit inflate it itself (png-js), in a zlib callback that throws Z_DATA_ERROR:
    // in the server's own thread that ended the process. The job's logo path never gives pdfkit such a file
    // (print-logo.ts decodes it first); this hands it over directly.
    const picture = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      await expect(renderPdfInThread(document('Kaputt'), pngWithBrokenZlibCheck(picture))).rejects.toThrow(
        /incorrect data check|render thread stopped/,
      );
      const fine = await renderPdfInThread(document('Heil'), picture);
      expect(pdfText(fine)).toContain('Heil');
      expect(imageCount(fine)).toBeGreaterThan(0);
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });
});
