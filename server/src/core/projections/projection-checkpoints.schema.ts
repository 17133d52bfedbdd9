/** One row per projection: the code version it was built with and how far it got. */
export const PROJECTION_CHECKPOINTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name        text PRIMARY KEY,
  version     integer NOT NULL,
  tx_id       xid8 NOT NULL DEFAULT '0'::xid8,
  position    bigint NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL DEFAULT now()
);`;
