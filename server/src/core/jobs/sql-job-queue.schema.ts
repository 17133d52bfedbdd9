/**
 * The SQL job queue's table: one row per job id, kept after the job finished so that
 * enqueuing the same id again stays a no-op (pruned after 7 days when done, 30 when
 * failed, like the BullMQ adapter). `attempts` counts runs started; a run holds the
 * row until `locked_until` and renews it while the handler works, so a row still
 * 'running' with an expired lock belongs to a worker that died.
 */
export const SQL_JOB_QUEUE_SCHEMA = `
CREATE TABLE IF NOT EXISTS kollab_jobs (
  job_id        text PRIMARY KEY,
  name          text NOT NULL,
  data          jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL,
  backoff_ms    integer NOT NULL,
  run_at        timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS kollab_jobs_due ON kollab_jobs (run_at) WHERE status = 'queued';
CREATE INDEX IF NOT EXISTS kollab_jobs_locked ON kollab_jobs (locked_until) WHERE status = 'running';
CREATE INDEX IF NOT EXISTS kollab_jobs_finished ON kollab_jobs (updated_at) WHERE status IN ('done', 'failed');
`;
