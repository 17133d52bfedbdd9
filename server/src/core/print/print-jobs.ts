import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { FILE_STORE, type FileStore } from '../files/file-store';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue';
import { migrate } from '../sql/migrate';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import { renderPdfInThread } from './pdf-thread';
import { printableLogo } from './print-logo';
import { RENDER_PRINT_JOB, type PrintDocument, type PrintJobData } from './print-document';
import { DomainRefusal } from '@kollab/contracts';

/** Advisory lock key of the print results table (core owns 1001..1999). */
const PRINT_SCHEMA_LOCK = 1005;

/**
 * The PDFs print jobs made, until the request that asked for each takes it (then the
 * row is deleted). Rows nobody took (the request gave up) are pruned after an hour. In
 * SQL, so a job run by a worker on another host (BullMQ) hands its PDF back as well.
 */
const PRINT_SCHEMA = `
  CREATE TABLE IF NOT EXISTS print_results (
    account_id  text NOT NULL,
    job_id      text NOT NULL,
    pdf         bytea NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, job_id)
  );
`;

/** How long a print request waits for its job (PRINT_WAIT_MS overrides): then 503 server.unavailable. */
const DEFAULT_WAIT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Printing by a job (seed §7, issue 6): a route builds the PrintDocument (policy-checked,
 * translated, names resolved), `print` enqueues it and
 * waits for RenderPrintJob, polling the results table, until the PDF is there (bounded: 503
 * `server.unavailable` when the job failed or took too long). The job calls `render`:
 * it loads the account logo from the files store (local files only), renders with
 * pdfkit and stores the PDF under its job id. Works on both job queues: nothing but the
 * job's data and the SQL table pass between request and worker.
 */
@Injectable()
export class PrintJobs implements OnModuleInit {
  private readonly logger = new Logger('Print');
  private readonly waitMs = Number(process.env.PRINT_WAIT_MS) > 0 ? Number(process.env.PRINT_WAIT_MS) : DEFAULT_WAIT_MS;

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  onModuleInit(): Promise<void> {
    return migrate(this.sql, PRINT_SCHEMA_LOCK, PRINT_SCHEMA);
  }

  /** Enqueues the print job (RenderPrintJob; tests name their own) and answers its PDF (503 server.unavailable when it does not come in time). */
  async print(accountId: string, document: PrintDocument, jobName = RENDER_PRINT_JOB): Promise<Buffer> {
    const jobId = `${jobName}.${randomUUID()}`;
    const data: PrintJobData = { account_id: accountId, document };
    await this.jobs.enqueue(jobName, data, { jobId });
    const deadline = Date.now() + this.waitMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const pdf = await this.take(accountId, jobId);
      if (pdf) return pdf;
      const job = await this.jobs.inspect(jobId);
      if (job?.status === 'failed' || Date.now() >= deadline) throw DomainRefusal.unavailable('server.unavailable');
      await sleep(pause);
    }
  }

  /**
   * The job's work: logo, render (in a thread of its own: an error in the PDF library
   * fails this job, nothing else), store. Idempotent: a second run stores nothing new.
   */
  async render({ account_id, document }: PrintJobData, jobId: string): Promise<void> {
    const stored = document.logo_file_id ? await this.logo(account_id, document.logo_file_id) : undefined;
    const logo = await printableLogo(stored);
    if (stored && !logo) this.logger.warn(`the logo ${document.logo_file_id} of account ${account_id} cannot be decoded: printed without it`);
    const pdf = await renderPdfInThread(document, logo);
    await this.sql.query(`DELETE FROM print_results WHERE created_at < now() - interval '1 hour'`);
    await this.sql.query(`INSERT INTO print_results (account_id, job_id, pdf) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [account_id, jobId, pdf]);
  }

  private async take(accountId: string, jobId: string): Promise<Buffer | undefined> {
    const [row] = await this.sql.query<{ pdf: Uint8Array }>(`DELETE FROM print_results WHERE account_id = $1 AND job_id = $2 RETURNING pdf`, [
      accountId,
      jobId,
    ]);
    return row ? Buffer.from(row.pdf) : undefined;
  }

  /** The logo's bytes from the account's own files (never a URL); undefined when gone. */
  private async logo(accountId: string, fileId: string): Promise<Buffer | undefined> {
    const file = await this.files.get(accountId, fileId);
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.open()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
}
