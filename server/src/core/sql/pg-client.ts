import { Logger } from '@nestjs/common';
import { DatabaseError, Pool, types } from 'pg';
import { PgListener } from './pg-listener';
import { StoreUnavailableError, type SqlClient, type SqlExecutor } from './sql-client';

// bigint (int8) columns hold positions and versions, far below 2^53: read them as numbers.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

/**
 * The connection itself is gone (not just the statement refused): any error the server did
 * not answer as a statement's error, and the server's own "terminating connection" (57P01-05:
 * pg_terminate_backend, a shutdown) or connection errors (class 08). Such a connection goes
 * back to the pool as broken, so the next statement gets a new one, and the caller gets a
 * StoreUnavailableError (503 with Retry-After: nothing of that statement was answered).
 */
export function connectionLost(error: unknown): boolean {
  if (!(error instanceof DatabaseError)) return true;
  return /^(57P0[1-5]|08)/.test(error.code ?? '');
}

/** node-postgres on a PostgreSQL server: a pool for statements, one connection per LISTEN (that heals: PgListener). */
export class PgSqlClient implements SqlClient {
  readonly kind = 'postgres' as const;
  private readonly listeners = new Set<PgListener>();
  private readonly logger = new Logger('Database');
  private closed = false;

  private constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
  ) {}

  static async open(connectionString: string, maxConnections = 10): Promise<PgSqlClient> {
    const pool = new Pool({ connectionString, max: maxConnections });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    const client = new PgSqlClient(pool, connectionString);
    await client.query('SELECT 1');
    return client;
  }

  /**
   * Not pool.query: it closes the connection on any error, so every refused statement (a
   * wrong expected version, a unique violation) cost a new connection, a new backend
   * process on the server. An error the server answered leaves the connection usable.
   */
  async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const connection = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const result = await connection.query(text, params as unknown[]);
      return result.rows as Row[];
    } catch (error) {
      if (connectionLost(error)) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw new StoreUnavailableError(broken);
      }
      throw error;
    } finally {
      connection.release(broken);
    }
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const connection = await this.pool.connect();
    // set when the connection itself failed under a statement (not when `work` refused something)
    let lost: Error | undefined;
    const run = async <Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> => {
      try {
        return (await connection.query(text, params as unknown[])).rows as Row[];
      } catch (error) {
        if (!connectionLost(error)) throw error;
        lost = error instanceof Error ? error : new Error(String(error));
        throw new StoreUnavailableError(lost);
      }
    };
    try {
      await run('BEGIN');
      const result = await work({ query: run });
      await run('COMMIT');
      return result;
    } catch (error) {
      if (!lost) await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      connection.release(lost);
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = new PgListener(this.connectionString, channel, onNotify, {
      onState: (listening, error) =>
        listening
          ? this.logger.log(`LISTEN ${channel}: connected again`)
          : this.logger.warn(`LISTEN ${channel}: connection lost (${error?.message ?? 'ended'}); polling until it is back`),
    });
    await listener.start();
    this.listeners.add(listener);
    return async () => {
      this.listeners.delete(listener);
      await listener.stop();
    };
  }

  get listening(): boolean {
    return [...this.listeners].every((listener) => listener.listening);
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.listeners].map((listener) => listener.stop()));
    this.listeners.clear();
    await this.pool.end();
  }
}
