import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';
import { hashSecret, newSecretToken } from './secret-token';

/** A refresh token lives 30 days, but only until its first use: each use rotates it. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export type RotateOutcome =
  | { outcome: 'rotated'; userId: string; familyId: string; token: string }
  /** A used token came back: someone holds a copy, so its whole family was revoked. */
  | { outcome: 'replayed'; userId: string }
  | { outcome: 'refused' };

interface TokenRow {
  id: string;
  user_id: string;
  family_id: string;
  client_id: string | null;
  expires_at: string | Date;
  used_at: string | Date | null;
  revoked_at: string | Date | null;
}

/** Refresh tokens (table identity_refresh_tokens), stored as SHA-256 only. */
@Injectable()
export class RefreshTokenStore {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** A new token; a new family on sign-in, the same family on rotation. */
  async issue(userId: string, now: Date, options: { familyId?: string; clientId?: string | null } = {}): Promise<string> {
    const token = newSecretToken();
    await this.sql.query(
      `INSERT INTO identity_refresh_tokens (id, token_hash, user_id, family_id, client_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        hashSecret(token),
        userId,
        options.familyId ?? randomUUID(),
        options.clientId ?? null,
        now.toISOString(),
        new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
      ],
    );
    return token;
  }

  /**
   * Uses `token` once: marks it used and issues its successor in one transaction (the
   * row lock makes two simultaneous uses a replay). `expectedUserId` / `clientId`: the
   * caller's claims, refused without consuming the token when they do not match.
   */
  async rotate(token: string, now: Date, claims: { expectedUserId?: string; clientId?: string | null }): Promise<RotateOutcome> {
    const successor = newSecretToken();
    return this.sql.transaction(async (tx): Promise<RotateOutcome> => {
      const [row] = await tx.query<TokenRow>(
        `SELECT id, user_id, family_id::text AS family_id, client_id, expires_at, used_at, revoked_at
           FROM identity_refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [hashSecret(token)],
      );
      if (!row || row.revoked_at !== null || new Date(row.expires_at).getTime() <= now.getTime()) return { outcome: 'refused' };
      if (row.used_at !== null) {
        await tx.query('UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE family_id = $1::uuid AND revoked_at IS NULL', [
          row.family_id,
          now.toISOString(),
        ]);
        return { outcome: 'replayed', userId: row.user_id };
      }
      if (claims.expectedUserId !== undefined && claims.expectedUserId !== row.user_id) return { outcome: 'refused' };
      if (row.client_id && claims.clientId && row.client_id !== claims.clientId) return { outcome: 'refused' };
      await tx.query('UPDATE identity_refresh_tokens SET used_at = $2 WHERE id = $1', [row.id, now.toISOString()]);
      await tx.query(
        `INSERT INTO identity_refresh_tokens (id, token_hash, user_id, family_id, client_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4::uuid, $5, $6, $7)`,
        [
          randomUUID(),
          hashSecret(successor),
          row.user_id,
          row.family_id,
          claims.clientId || row.client_id,
          now.toISOString(),
          new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
        ],
      );
      return { outcome: 'rotated', userId: row.user_id, familyId: row.family_id, token: successor };
    });
  }

  /** The user a token (in any state) was issued to. */
  async ownerOf(token: string): Promise<string | undefined> {
    const [row] = await this.sql.query<{ user_id: string }>('SELECT user_id FROM identity_refresh_tokens WHERE token_hash = $1', [hashSecret(token)]);
    return row?.user_id;
  }

  /** Sign-out and password change: no refresh token of the user works any more. */
  async revokeAll(userId: string, now: Date): Promise<void> {
    await this.sql.query('UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now.toISOString()]);
  }

  async deleteAll(userId: string): Promise<void> {
    await this.sql.query('DELETE FROM identity_refresh_tokens WHERE user_id = $1', [userId]);
  }
}
