import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';
import { DomainRefusal } from '@kollab/contracts';

/** At most `max` attempts of one key within `windowSeconds`. */
export interface AttemptLimit {
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins (and wrong old passwords) per account and client address. */
export const SIGN_IN_LIMIT: AttemptLimit = { max: 5, windowSeconds: 15 * 60 };
export const MAX_FAILURES = SIGN_IN_LIMIT.max;
export const FAILURE_WINDOW_SECONDS = SIGN_IN_LIMIT.windowSeconds;

/**
 * Attempts per key in a table (`identity_login_attempts`), so the limits hold across
 * processes. Sign-in: after 5 failures within 15 minutes every try is answered 429, even
 * with the right password, until the oldest of them leaves the window. Password reset
 * mails: `take` counts every request, its own included (see password-reset-throttle.ts).
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async assertAllowed(key: string, now: Date, limit: AttemptLimit = SIGN_IN_LIMIT): Promise<void> {
    const rows = await this.recent(key, now, limit);
    if (rows.length < limit.max) return;
    throw tooMany(key, retryAfterSeconds(rows[limit.max - 1], now, limit));
  }

  async recordFailure(key: string, now: Date, limit: AttemptLimit = SIGN_IN_LIMIT): Promise<void> {
    const since = new Date(now.getTime() - limit.windowSeconds * 1000);
    // Old rows of this key are of no use any more: drop them as we go.
    await this.sql.query('DELETE FROM identity_login_attempts WHERE throttle_key = $1 AND attempted_at <= $2', [key, since.toISOString()]);
    await this.sql.query('INSERT INTO identity_login_attempts (throttle_key, attempted_at) VALUES ($1, $2)', [key, now.toISOString()]);
  }

  /**
   * Records an attempt, then answers whether it is within the limit. Recording first makes
   * it hold under concurrency: the k-th recorded attempt counts at least k rows, so no more
   * than `max` of any burst pass. Attempts over the limit count too (a flood stays shut).
   * Undefined when allowed, else the seconds until the oldest counted attempt leaves the window.
   */
  async take(key: string, now: Date, limit: AttemptLimit): Promise<number | undefined> {
    await this.recordFailure(key, now, limit);
    const rows = await this.recent(key, now, limit, limit.max + 1);
    return rows.length <= limit.max ? undefined : retryAfterSeconds(rows[rows.length - 1], now, limit);
  }

  async reset(key: string): Promise<void> {
    await this.sql.query('DELETE FROM identity_login_attempts WHERE throttle_key = $1', [key]);
  }

  private recent(key: string, now: Date, limit: AttemptLimit, rows = limit.max): Promise<Array<{ attempted_at: string | Date }>> {
    const since = new Date(now.getTime() - limit.windowSeconds * 1000);
    return this.sql.query<{ attempted_at: string | Date }>(
      `SELECT attempted_at FROM identity_login_attempts WHERE throttle_key = $1 AND attempted_at > $2
        ORDER BY attempted_at DESC LIMIT $3`,
      [key, since.toISOString(), rows],
    );
  }
}

const retryAfterSeconds = (oldestCounted: { attempted_at: string | Date }, now: Date, limit: AttemptLimit): number => {
  const freedAt = new Date(oldestCounted.attempted_at).getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
};

export const tooMany = (key: string, retryAfter: number): DomainRefusal =>
  DomainRefusal.throttled('request.too_many', retryAfter, `throttled: ${key}`);

/** A name as typed, compared the way names are reserved: trimmed, Unicode-normalised, lower case. */
export const normalisedName = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

/**
 * The sign-in key: the account the name resolves to (user name and e-mail of one user share
 * it), else the name as typed, normalised (unknown names are throttled alike, so the limit
 * reveals nothing), and the caller's address. The address stays in the key so that someone
 * failing on purpose cannot lock the user out of their own address.
 */
export function signInThrottleKey(userId: string | undefined, typedName: string, address: string): string {
  return `sign-in|${userId ? `user:${userId}` : `name:${normalisedName(typedName)}`}|${address}`;
}
