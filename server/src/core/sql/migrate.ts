import type { SqlClient } from './sql-client';

/**
 * Runs an idempotent schema script under a transaction-scoped advisory lock, so that
 * several processes starting at once against one PostgreSQL do not race on DDL.
 */
export async function migrate(sql: SqlClient, lockKey: number, script: string): Promise<void> {
  await sql.exec(`BEGIN; SELECT pg_advisory_xact_lock(${Math.trunc(lockKey)}); ${script}; COMMIT;`);
}
