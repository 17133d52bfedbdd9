import { mkdirSync } from 'node:fs';
import { PGlite, type Extension } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor } from './sql-client';

// pg_trgm (trigram indexes for the lists' search, core/read-store/collection-columns.ts). Its
// entry point exists only in the package's exports map, which `moduleResolution: node` cannot
// type: required by name, typed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

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
    const options = { extensions: { pg_trgm } };
    const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
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
