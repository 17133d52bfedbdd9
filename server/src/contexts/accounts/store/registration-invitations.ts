import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

/** How long a registration link stays valid. */
export const REGISTRATION_VALID_DAYS = 7;

export interface RegistrationInvitation {
  id: string;
  email: string;
  locale: 'de' | 'en';
  expires_at: string;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Registration links: the token goes out by mail once; the table keeps its hash only. */
@Injectable()
export class RegistrationInvitations {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async create(email: string, locale: 'de' | 'en', invitedBy: string, now: Date): Promise<RegistrationInvitation & { token: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + REGISTRATION_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString();
    await this.sql.query(
      `INSERT INTO accounts_registration_invitations (id, token_hash, email, locale, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, hashOf(token), email, locale, invitedBy, expiresAt],
    );
    return { id, email, locale, expires_at: expiresAt, token };
  }

  /** Takes the link for one registration: undefined when unknown, used or expired. Two racing claims: one wins. */
  async claim(token: string): Promise<RegistrationInvitation | undefined> {
    const [row] = await this.sql.query<{ id: string; email: string; locale: 'de' | 'en'; expires_at: string | Date }>(
      `UPDATE accounts_registration_invitations SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING id, email, locale, expires_at`,
      [hashOf(token)],
    );
    return row && { ...row, expires_at: new Date(row.expires_at).toISOString() };
  }

  /** Gives a claimed link back when the registration failed, so the user can correct and retry. */
  async unclaim(id: string): Promise<void> {
    await this.sql.query('UPDATE accounts_registration_invitations SET used_at = NULL WHERE id = $1 AND account_id IS NULL', [id]);
  }

  async completed(id: string, accountId: string): Promise<void> {
    await this.sql.query('UPDATE accounts_registration_invitations SET account_id = $2 WHERE id = $1', [id, accountId]);
  }
}
