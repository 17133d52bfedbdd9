/**
 * Tables of the protocols context beside the event store (idempotent, run at start).
 * protocols_number_counters: the last number given per account and type prefix
 * (upper case). A protocol takes `<prefix>-<n>` with one atomic UPDATE … RETURNING, so
 * concurrent creates never share a number; a refused append leaves a gap, never a twin.
 */
export const PROTOCOLS_SCHEMA = `
CREATE TABLE IF NOT EXISTS protocols_number_counters (
  account_id  text NOT NULL,
  prefix      text NOT NULL,
  last_number bigint NOT NULL,
  PRIMARY KEY (account_id, prefix)
);
`;

export const PROTOCOLS_SCHEMA_LOCK = 5301;
