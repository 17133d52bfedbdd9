import { migrate } from '../sql/migrate';
import type { SqlClient } from '../sql/sql-client';

/** Advisory lock key of the files table (core owns 1001..1999). */
const FILES_SCHEMA_LOCK = 1004;

/**
 * The facts of each stored file; the bytes are at `DATA_DIR/files/<account_id>/<id>`.
 * Every lookup goes through (account_id, id), so an id of another account finds nothing.
 */
export const FILES_SCHEMA = `
  CREATE TABLE IF NOT EXISTS files (
    account_id    text NOT NULL,
    id            uuid NOT NULL,
    kind          text NOT NULL,
    owner_id      text NOT NULL,
    content_type  text NOT NULL,
    size          bigint NOT NULL,
    sha256        text NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, id)
  );
  CREATE INDEX IF NOT EXISTS files_owner ON files (account_id, kind, owner_id);
`;

export function migrateFilesSchema(sql: SqlClient): Promise<void> {
  return migrate(sql, FILES_SCHEMA_LOCK, FILES_SCHEMA);
}
