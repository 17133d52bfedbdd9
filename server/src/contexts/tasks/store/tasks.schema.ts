/**
 * Tables of the tasks context beside the event store (idempotent, run at start).
 * tasks_number_counters: the last number given per account and type prefix (AUF-12),
 * taken with one atomic upsert before the append, so concurrent creates never share a
 * number. A failed append leaves a gap, never a duplicate.
 */
export const TASKS_SCHEMA = `
CREATE TABLE IF NOT EXISTS tasks_number_counters (
  account_id   text NOT NULL,
  prefix       text NOT NULL,
  last_number  integer NOT NULL,
  PRIMARY KEY (account_id, prefix)
);
`;

export const TASKS_SCHEMA_LOCK = 5201;
