import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { PgSqlClient } from '../sql/pg-client';
import { PgliteSqlClient } from '../sql/pglite-client';
import type { SqlClient } from '../sql/sql-client';

/**
 * Opens the configured SQL store: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pglite. Light to import: main.ts opens the store before it loads the app.
 */
export async function openSqlClient(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<SqlClient> {
  return config.databaseUrl ? PgSqlClient.open(config.databaseUrl) : PgliteSqlClient.open(join(config.dataDir, 'pglite'));
}
