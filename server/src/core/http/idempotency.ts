import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor, type OnModuleInit } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, Observable, of, switchMap } from 'rxjs';
import { withIdSeed } from '../aggregates/new-id';
import type { RequestWithPrincipal } from '../auth/request-principal';
import { migrate } from '../sql/migrate';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import { DomainRefusal } from '@kollab/contracts';

export const IDEMPOTENCY_SCHEMA = `
CREATE TABLE IF NOT EXISTS http_idempotency (
  scope        text NOT NULL,
  key          text NOT NULL,
  fingerprint  text NOT NULL,
  claimed_at   timestamptz NOT NULL,
  status       int,
  body         jsonb,
  headers      jsonb,
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS http_idempotency_claimed_at ON http_idempotency (claimed_at);
`;

/** How long a key answers with its first result. */
const KEPT_HOURS = 24;
/**
 * A claim this old without an answer was most likely left by a process that died: a retry
 * takes it over. Safe even when the first is still running (a slow request in another
 * process): both derive the same ids, and the event store keeps one of the two batches.
 */
const ABANDONED_MS = 5_000;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** The answer headers a replay repeats. */
const REPLAYED_HEADERS = ['etag', 'location'];

interface StoredRow {
  fingerprint: string;
  status: number | null;
  body: unknown;
  headers: Record<string, string> | null;
}

/**
 * `Idempotency-Key` on every POST (the web client sends a new one per submit): a client
 * that got no answer (a timeout, a dropped connection, the server's crash) sends the request
 * again with the same key and gets the first result instead of a second item.
 *
 *  - the first request with a key claims it (per user; anonymous callers share one scope)
 *    and runs with ids derived from the key (core/aggregates/new-id.ts); a 2xx answer is
 *    kept for 24 h with its status, body, ETag and Location;
 *  - the same key with the same request (method, path, account, body) answers the kept
 *    result, marked `Idempotent-Replayed: true`; with a different request, 422
 *    request.idempotency_key_reused; while the first still runs, 409
 *    request.idempotency_in_progress with Retry-After;
 *  - an error answer keeps nothing (the retry runs again); a claim left by a process that
 *    died is taken over after 5 s, and the retry, having the same ids, finds its events
 *    already stored (the event store answers the repeated batch as a duplicate).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor, OnModuleInit {
  private prunedAt = 0;

  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, 1005, IDEMPOTENCY_SCHEMA);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & RequestWithPrincipal>();
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) throw DomainRefusal.invalid('request.idempotency_key_invalid');
    const response = context.switchToHttp().getResponse<Response>();
    const scope = request.principal?.userId ?? 'anonymous';
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([request.method, request.originalUrl, request.principal?.accountId ?? null, request.body ?? null]))
      .digest('hex');
    return from(this.claim(scope, key, fingerprint)).pipe(
      switchMap((stored) => (stored ? of(this.replay(stored, fingerprint, response)) : this.run(scope, key, fingerprint, response, next))),
    );
  }

  /** The handler, with ids derived from the key and the request; its answer kept before it is sent. */
  private run(scope: string, key: string, fingerprint: string, response: Response, next: CallHandler): Observable<unknown> {
    return new Observable<unknown>((subscriber) => {
      let kept: Promise<void> = Promise.resolve();
      const subscription = withIdSeed(`${scope}\n${key}\n${fingerprint}`, () =>
        next.handle().subscribe({
          next: (body) => {
            kept = kept.then(() => this.keep(scope, key, response, body)).then(() => subscriber.next(body));
          },
          error: (error: unknown) => {
            void this.release(scope, key).finally(() => subscriber.error(error));
          },
          complete: () => {
            kept.then(
              () => subscriber.complete(),
              (error: unknown) => subscriber.error(error),
            );
          },
        }),
      );
      return () => subscription.unsubscribe();
    });
  }

  /** Claims the key; undefined when this request runs, else the row that holds it. */
  private async claim(scope: string, key: string, fingerprint: string): Promise<StoredRow | undefined> {
    await this.prune();
    const claimed = await this.sql.query(
      `INSERT INTO http_idempotency (scope, key, fingerprint, claimed_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (scope, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, claimed_at = now(), status = NULL, body = NULL, headers = NULL
         WHERE http_idempotency.claimed_at < now() - make_interval(hours => ${KEPT_HOURS})
            OR (http_idempotency.status IS NULL AND http_idempotency.fingerprint = EXCLUDED.fingerprint
                AND http_idempotency.claimed_at < now() - make_interval(secs => $4))
       RETURNING 1`,
      [scope, key, fingerprint, ABANDONED_MS / 1000],
    );
    if (claimed.length > 0) return undefined;
    const [row] = await this.sql.query<StoredRow>('SELECT fingerprint, status, body, headers FROM http_idempotency WHERE scope = $1 AND key = $2', [
      scope,
      key,
    ]);
    // released between the two statements (the first request failed): the client may simply retry
    return row ?? { fingerprint: '', status: null, body: null, headers: null };
  }

  private replay(stored: StoredRow, fingerprint: string, response: Response): unknown {
    if (stored.fingerprint !== fingerprint) throw DomainRefusal.invalid('request.idempotency_key_reused');
    if (stored.status === null) throw DomainRefusal.inProgress('request.idempotency_in_progress', 1);
    response.status(stored.status);
    for (const [name, value] of Object.entries(stored.headers ?? {})) response.setHeader(name, value);
    response.setHeader('Idempotent-Replayed', 'true');
    return stored.body ?? undefined;
  }

  /** Keeps a 2xx answer that is plain data; anything else releases the key. */
  private async keep(scope: string, key: string, response: Response, body: unknown): Promise<void> {
    const plain = body === undefined || body === null || Object.getPrototypeOf(body) === Object.prototype || Array.isArray(body);
    if (response.statusCode >= 300 || !plain) return this.release(scope, key);
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = response.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    await this.sql.query('UPDATE http_idempotency SET status = $3, body = $4::jsonb, headers = $5::jsonb WHERE scope = $1 AND key = $2', [
      scope,
      key,
      response.statusCode,
      JSON.stringify(body ?? null),
      JSON.stringify(headers),
    ]);
  }

  private async release(scope: string, key: string): Promise<void> {
    await this.sql.query('DELETE FROM http_idempotency WHERE scope = $1 AND key = $2 AND status IS NULL', [scope, key]).catch(() => undefined);
  }

  /** At most hourly per process: keys past their 24 h go. */
  private async prune(): Promise<void> {
    if (Date.now() - this.prunedAt < 3_600_000) return;
    this.prunedAt = Date.now();
    await this.sql.query(`DELETE FROM http_idempotency WHERE claimed_at < now() - make_interval(hours => ${KEPT_HOURS})`);
  }
}
