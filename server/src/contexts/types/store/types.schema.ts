/**
 * Tables of the types context beside the event store (idempotent, run at start).
 * - types_name_reservations: titles and prefixes are unique per account and kind
 *   (typeNameKey: case-insensitive, trimmed). A row is inserted before the append that
 *   takes the name and removed when that append fails, or when a rename or a deletion
 *   gives the name up, so two concurrent requests cannot both take one name.
 * - types_claim_tree_locks: one lease per account while a claim type is created, moved or
 *   deleted, so parent, cycle and sub-type checks see every earlier tree change.
 */
export const TYPES_SCHEMA = `
CREATE TABLE IF NOT EXISTS types_name_reservations (
  account_id  text NOT NULL,
  kind        text NOT NULL,
  field       text NOT NULL CHECK (field IN ('title', 'short')),
  value       text NOT NULL,
  type_id     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, kind, field, value)
);
CREATE INDEX IF NOT EXISTS types_name_reservations_type ON types_name_reservations (account_id, type_id);

CREATE TABLE IF NOT EXISTS types_claim_tree_locks (
  account_id  text PRIMARY KEY,
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);
`;

export const TYPES_SCHEMA_LOCK = 5001;
