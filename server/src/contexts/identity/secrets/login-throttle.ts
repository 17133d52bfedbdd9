import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../../core/http/api-error';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins per key (username and client address) in a table, so the limit holds
 * across processes: after 5 failures within 15 minutes every try is answered 429, even
 * with the right password, until the oldest of them leaves the window.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async assertAllowed(key: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000);
    const rows = await this.sql.query<{ attempted_at: string | Date }>(
      `SELECT attempted_at FROM identity_login_attempts WHERE throttle_key = $1 AND attempted_at > $2
        ORDER BY attempted_at DESC LIMIT $3`,
      [key, since.toISOString(), MAX_FAILURES],
    );
    if (rows.length < MAX_FAILURES) return;
    const freedAt = new Date(rows[MAX_FAILURES - 1].attempted_at).getTime() + FAILURE_WINDOW_SECONDS * 1000;
    const retryAfter = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    throw new ApiError(429, 'request.too_many', undefined, `throttled: ${key}`, retryAfter);
  }

  async recordFailure(key: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000);
    // Old rows of this key are of no use any more: drop them as we go.
    await this.sql.query('DELETE FROM identity_login_attempts WHERE throttle_key = $1 AND attempted_at <= $2', [key, since.toISOString()]);
    await this.sql.query('INSERT INTO identity_login_attempts (throttle_key, attempted_at) VALUES ($1, $2)', [key, now.toISOString()]);
  }

  async reset(key: string): Promise<void> {
    await this.sql.query('DELETE FROM identity_login_attempts WHERE throttle_key = $1', [key]);
  }
}

/** The sign-in key: the name as typed (case-insensitive) and the caller's address. */
export function signInThrottleKey(username: string, address: string): string {
  return `sign-in|${username.trim().toLowerCase()}|${address}`;
}
