import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor } from './sql-client';

/**
 * PGlite: PostgreSQL compiled to WebAssembly, running in this process. It has one
 * connection, so statements are serialised; a transaction holds it until it ends.
 * `dataDir` undefined means in memory (tests), otherwise files under that folder.
 */
export class PgliteSqlClient implements SqlClient {
  readonly kind = 'pglite' as const;

  private constructor(private readonly db: PGlite) {}

  static async open(dataDir?: string): Promise<PgliteSqlClient> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    return new PgliteSqlClient(db);
  }

  async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.db.query<Row>(text, params as unknown[]);
    return result.rows;
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) =>
      work({
        query: async <Row>(text: string, params: readonly unknown[] = []) =>
          (await tx.query<Row>(text, params as unknown[])).rows,
      }),
    );
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.db.listen(channel, onNotify);
  }

  async exec(script: string): Promise<void> {
    await this.db.exec(script);
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
