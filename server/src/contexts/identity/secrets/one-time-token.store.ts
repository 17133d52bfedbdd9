import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JWT_SECRET } from '../../../core/auth/jwt-secret';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';
import { derivedSecret, hashSecret, newNumericCode, newSecretToken, sameHash } from './secret-token';

export type OneTimeTokenKind = 'activation' | 'password_reset' | 'email_code' | 'challenge_session';

/** How long each kind stays valid. */
export const ONE_TIME_TOKEN_TTL_SECONDS: Record<OneTimeTokenKind, number> = {
  activation: 7 * 24 * 3600,
  password_reset: 2 * 3600,
  email_code: 30 * 60,
  challenge_session: 10 * 60,
};

/** Wrong codes after which an e-mail code stops working (1 in 200,000 to guess it). */
export const MAX_CODE_ATTEMPTS = 5;

export interface OneTimeToken {
  id: string;
  userId: string;
  payload: Record<string, string>;
}

interface TokenRow {
  id: string;
  user_id: string;
  token_hash: string;
  payload: Record<string, string>;
  attempts: number;
}

/**
 * Links, codes and challenge sessions (table identity_one_time_tokens), stored hashed.
 * A new token of a kind replaces the user's earlier ones of that kind: only the latest
 * link or code works.
 */
@Injectable()
export class OneTimeTokenStore {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(JWT_SECRET) private readonly key: string,
  ) {}

  /**
   * The secret of the token that event `cause` asked for (a link or code to mail), minted
   * by the job that mails it, not by the request: the same cause always gives the same
   * secret and at most one row, so the job may run again (a crash, a queue refilled after
   * Redis lost it) and mail the same link. Valid from the event's time. Undefined when a
   * newer request of the same kind exists (its own job mails that one): only the newest
   * link or code works, whatever order the jobs run in.
   */
  async issueFor(
    kind: Exclude<OneTimeTokenKind, 'challenge_session'>,
    userId: string,
    cause: { eventId: string; at: Date },
    payload: Record<string, string> = {},
  ): Promise<string | undefined> {
    const secret = derivedSecret(this.key, `${kind}\0${cause.eventId}`, kind === 'email_code' ? 'digits' : 'token');
    const at = cause.at.toISOString();
    const expiresAt = new Date(cause.at.getTime() + ONE_TIME_TOKEN_TTL_SECONDS[kind] * 1000).toISOString();
    return this.sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`one-time-token:${kind}:${userId}`]);
      const newer = await tx.query('SELECT 1 FROM identity_one_time_tokens WHERE user_id = $1 AND kind = $2 AND created_at > $3 LIMIT 1', [
        userId,
        kind,
        at,
      ]);
      if (newer.length > 0) return undefined;
      await tx.query('UPDATE identity_one_time_tokens SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND created_at < $3 AND used_at IS NULL', [
        userId,
        kind,
        at,
      ]);
      await tx.query(
        `INSERT INTO identity_one_time_tokens (id, token_hash, kind, user_id, payload, created_at, expires_at)
         SELECT $1, $2, $3, $4, $5::jsonb, $6, $7
          WHERE NOT EXISTS (SELECT 1 FROM identity_one_time_tokens WHERE token_hash = $2 AND kind = $3)`,
        [randomUUID(), hashSecret(secret), kind, userId, JSON.stringify(payload), at, expiresAt],
      );
      return secret;
    });
  }

  /** Returns the secret to send (a link token, or a 6-digit code for email_code). */
  async issue(kind: OneTimeTokenKind, userId: string, now: Date, payload: Record<string, string> = {}): Promise<string> {
    const secret = kind === 'email_code' ? newNumericCode() : newSecretToken();
    const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_TTL_SECONDS[kind] * 1000);
    await this.sql.transaction(async (tx) => {
      await tx.query('UPDATE identity_one_time_tokens SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [
        userId,
        kind,
        now.toISOString(),
      ]);
      await tx.query(
        `INSERT INTO identity_one_time_tokens (id, token_hash, kind, user_id, payload, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
        [randomUUID(), hashSecret(secret), kind, userId, JSON.stringify(payload), now.toISOString(), expiresAt.toISOString()],
      );
    });
    return secret;
  }

  /** The valid (unused, unexpired) token for a link secret, without using it up. */
  async find(kind: OneTimeTokenKind, secret: string, now: Date): Promise<OneTimeToken | undefined> {
    const [row] = await this.sql.query<TokenRow>(
      `SELECT id, user_id, token_hash, payload, attempts FROM identity_one_time_tokens
        WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3`,
      [hashSecret(secret), kind, now.toISOString()],
    );
    return row ? { id: row.id, userId: row.user_id, payload: row.payload } : undefined;
  }

  /**
   * The user's valid token of `kind` when `code` matches it. A wrong code counts as an
   * attempt; after MAX_CODE_ATTEMPTS the token is spent.
   */
  async findByCode(kind: OneTimeTokenKind, userId: string, code: string, now: Date): Promise<OneTimeToken | undefined> {
    const [row] = await this.sql.query<TokenRow>(
      `SELECT id, user_id, token_hash, payload, attempts FROM identity_one_time_tokens
        WHERE user_id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
        ORDER BY created_at DESC LIMIT 1`,
      [userId, kind, now.toISOString()],
    );
    if (!row) return undefined;
    if (sameHash(row.token_hash, hashSecret(code))) return { id: row.id, userId: row.user_id, payload: row.payload };
    await this.sql.query(
      `UPDATE identity_one_time_tokens SET attempts = attempts + 1,
         used_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE used_at END
       WHERE id = $1`,
      [row.id, MAX_CODE_ATTEMPTS, now.toISOString()],
    );
    return undefined;
  }

  /** Uses the token up; false when someone else used it first. */
  async consume(id: string, now: Date): Promise<boolean> {
    const rows = await this.sql.query('UPDATE identity_one_time_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
      id,
      now.toISOString(),
    ]);
    return rows.length === 1;
  }

  async deleteAll(userId: string): Promise<void> {
    await this.sql.query('DELETE FROM identity_one_time_tokens WHERE user_id = $1', [userId]);
  }
}
