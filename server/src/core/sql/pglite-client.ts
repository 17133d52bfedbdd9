import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { copyPgliteTemplate, discardPgliteTemplate, pgliteTemplate } from './pglite-template';
import type { SqlClient, SqlExecutor } from './sql-client';

// pg_trgm (trigram indexes for the lists' search, core/read-store/collection-columns.ts). Its
// entry point exists only in the package's exports map, which `moduleResolution: node` cannot
// type: required by name, typed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** What a failed copy of the template may have left: PGlite's initdb wants an empty folder. */
function emptyFolder(dir: string): void {
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, running in this process. It has one
 * connection, so statements are serialised; a transaction holds it until it ends.
 * `dataDir` undefined means in memory (tests), otherwise files under that folder.
 */
export class PgliteSqlClient implements SqlClient {
  readonly kind = 'pglite' as const;

  private constructor(private readonly db: PGlite) {}

  /**
   * A new database starts as a copy of the installation's initdb template (pglite-template.ts);
   * shared_buffers is 32 MB instead of 128 MB: one connection, and the files PGlite reads stay in
   * the operating system's cache (the server's resident memory drops by about 100 MB).
   */
  static async open(dataDir?: string): Promise<PgliteSqlClient> {
    const options = { extensions: { pg_trgm }, startParams: START_PARAMS };
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true });
      if (!existsSync(join(dataDir, 'PG_VERSION')) && !(await copyPgliteTemplate(dataDir))) emptyFolder(dataDir);
      return new PgliteSqlClient(await PGlite.create(dataDir, options));
    }
    const template = await pgliteTemplate();
    if (template) {
      try {
        return new PgliteSqlClient(await PGlite.create({ ...options, loadDataDir: template }));
      } catch (error) {
        // a template this PGlite cannot load: made anew next time; this database by initdb
        new Logger('Database').warn(`PGlite template not loaded, running initdb instead: ${(error as Error).message}`);
        discardPgliteTemplate();
      }
    }
    return new PgliteSqlClient(await PGlite.create(options));
  }

  async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.db.query<Row>(text, params as unknown[]);
    return result.rows;
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) =>
      work({
        query: async <Row>(text: string, params: readonly unknown[] = []) => (await tx.query<Row>(text, params as unknown[])).rows,
      }),
    );
  }

  /** In-process: nothing to lose. */
  readonly listening = true;

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
