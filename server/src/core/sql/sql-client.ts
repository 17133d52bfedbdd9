/**
 * The one SQL port that the event store, the read store, the projection runner and
 * the SQL job queue share. Two drivers implement it: PGlite (embedded, in-process)
 * and node-postgres (a PostgreSQL server). Both speak the same PostgreSQL dialect, so
 * every statement in this code base runs unchanged on either.
 */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export type SqlDriverKind = 'pglite' | 'postgres';

export interface SqlClient extends SqlExecutor {
  readonly kind: SqlDriverKind;
  /** Runs `work` in one transaction: commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** False while a LISTEN connection is being rebuilt (subscribers poll meanwhile). */
  readonly listening: boolean;
  /** Runs a multi-statement script (schema set-up); no parameters. */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store's connection was lost under a statement (the server terminated it, restarted, the
 * network cut it): the statement may or may not have taken effect if it was a COMMIT, so the
 * caller answers 503 with Retry-After, and a client retries with its Idempotency-Key.
 */
export class StoreUnavailableError extends Error {
  constructor(override readonly cause: Error) {
    super(`the database connection was lost: ${cause.message}`);
    this.name = 'StoreUnavailableError';
  }
}

/** The PostgreSQL error code of a failed statement, when the driver reports one. */
export function sqlErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
