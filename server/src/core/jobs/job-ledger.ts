import { migrate } from '../sql/migrate';
import type { SqlClient } from '../sql/sql-client';
import type { JobStatus } from './job-queue';

const MIGRATION_LOCK = 1006;

/**
 * The job ledger of the Redis queue: every job enqueued, in the database (PGlite or
 * PostgreSQL) that holds the events. Redis may lose what it holds (a restart without
 * persistence, an eviction, a failover); the ledger does not, so jobs are refilled from
 * it, and a job whose effect is recorded as done never runs again.
 *
 * pending: written, not yet known to be in Redis (the relay adds it);
 * relayed: added to Redis; done, failed: finished (kept 30 days, so the id keeps deduplicating).
 */
export const JOB_LEDGER_SCHEMA = `
CREATE TABLE IF NOT EXISTS kollab_job_ledger (
  scope        text NOT NULL,
  job_id       text NOT NULL,
  name         text NOT NULL,
  data         jsonb NOT NULL,
  run_at       timestamptz NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'relayed', 'done', 'failed')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  PRIMARY KEY (scope, job_id)
);
CREATE INDEX IF NOT EXISTS kollab_job_ledger_pending ON kollab_job_ledger (scope, created_at) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS kollab_job_ledger_finished ON kollab_job_ledger (finished_at) WHERE status IN ('done', 'failed');
`;

export interface LedgerJob {
  jobId: string;
  name: string;
  data: unknown;
  /** Milliseconds until the job is due (0 when due). */
  delayMs: number;
}

type LedgerStatus = 'pending' | 'relayed' | 'done' | 'failed';

const STATUS: Record<LedgerStatus, JobStatus> = { pending: 'queued', relayed: 'queued', done: 'done', failed: 'failed' };

/** The ledger rows of one queue (`scope`: Redis prefix and queue name). */
export class JobLedger {
  private constructor(
    private readonly sql: SqlClient,
    private readonly scope: string,
  ) {}

  static async open(sql: SqlClient, scope: string): Promise<JobLedger> {
    await migrate(sql, MIGRATION_LOCK, JOB_LEDGER_SCHEMA);
    return new JobLedger(sql, scope);
  }

  /** Records a job; false when its id is known already (queued, running or finished). */
  async record(jobId: string, name: string, data: unknown, delayMs: number): Promise<boolean> {
    const rows = await this.sql.query(
      `INSERT INTO kollab_job_ledger (scope, job_id, name, data, run_at)
       VALUES ($1, $2, $3, $4::jsonb, now() + make_interval(secs => $5::double precision / 1000))
       ON CONFLICT (scope, job_id) DO NOTHING RETURNING job_id`,
      [this.scope, jobId, name, JSON.stringify(data ?? null), delayMs],
    );
    return rows.length === 1;
  }

  /** The job is in Redis (unless it finished meanwhile). */
  async relayed(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.sql.query(`UPDATE kollab_job_ledger SET status = 'relayed' WHERE scope = $1 AND job_id = ANY($2::text[]) AND status = 'pending'`, [
      this.scope,
      jobIds,
    ]);
  }

  async finished(jobId: string, status: 'done' | 'failed'): Promise<void> {
    await this.sql.query(`UPDATE kollab_job_ledger SET status = $3, finished_at = now() WHERE scope = $1 AND job_id = $2`, [
      this.scope,
      jobId,
      status,
    ]);
  }

  /** True when the job's effect is recorded as done or given up: it must not run again. */
  async isFinished(jobId: string): Promise<boolean> {
    const [row] = await this.sql.query<{ status: LedgerStatus }>('SELECT status FROM kollab_job_ledger WHERE scope = $1 AND job_id = $2', [
      this.scope,
      jobId,
    ]);
    return row?.status === 'done' || row?.status === 'failed';
  }

  async status(jobId: string): Promise<{ name: string; status: JobStatus } | undefined> {
    const [row] = await this.sql.query<{ name: string; status: LedgerStatus }>(
      'SELECT name, status FROM kollab_job_ledger WHERE scope = $1 AND job_id = $2',
      [this.scope, jobId],
    );
    return row ? { name: row.name, status: STATUS[row.status] } : undefined;
  }

  /** Jobs to add to Redis: written at least `olderThanMs` ago and not yet relayed, oldest first. */
  async pending(olderThanMs: number, limit: number): Promise<LedgerJob[]> {
    const rows = await this.sql.query<{ job_id: string; name: string; data: unknown; delay_ms: number | string }>(
      `SELECT job_id, name, data, GREATEST(0, CEIL(EXTRACT(EPOCH FROM run_at - now()) * 1000)) AS delay_ms
         FROM kollab_job_ledger
        WHERE scope = $1 AND status = 'pending' AND created_at <= now() - make_interval(secs => $2::double precision / 1000)
        ORDER BY created_at LIMIT $3`,
      [this.scope, olderThanMs, limit],
    );
    return rows.map((row) => ({ jobId: row.job_id, name: row.name, data: row.data, delayMs: Number(row.delay_ms) }));
  }

  /** Redis lost its data: every job relayed but not finished is pending again. */
  async unrelayAll(): Promise<number> {
    const rows = await this.sql.query(`UPDATE kollab_job_ledger SET status = 'pending' WHERE scope = $1 AND status = 'relayed' RETURNING job_id`, [
      this.scope,
    ]);
    return rows.length;
  }

  /** Forgets finished jobs after 30 days (their ids may be used again then, as in the queues). */
  async prune(): Promise<void> {
    await this.sql.query(
      `DELETE FROM kollab_job_ledger WHERE scope = $1 AND status IN ('done', 'failed') AND finished_at < now() - interval '30 days'`,
      [this.scope],
    );
  }
}
