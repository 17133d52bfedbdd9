/**
 * Tables of the offers context beside the event store (idempotent, run at start).
 * offers_number_counters: the last number given per account and offer type prefix (ANG-12),
 * taken with one atomic upsert before the append, so concurrent creates never share a
 * number. A failed append leaves a gap, never a duplicate. Offer numbers count apart from
 * task numbers: an offer type and a task type may share a prefix.
 */
export const OFFERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS offers_number_counters (
  account_id   text NOT NULL,
  prefix       text NOT NULL,
  last_number  integer NOT NULL,
  PRIMARY KEY (account_id, prefix)
);
`;

export const OFFERS_SCHEMA_LOCK = 5401;
