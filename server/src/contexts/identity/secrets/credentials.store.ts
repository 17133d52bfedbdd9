import { Inject, Injectable } from '@nestjs/common';
import { PASSWORD_HISTORY_SIZE, DomainRefusal } from '@kollab/contracts';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';
import { PasswordHasher } from './password-hasher';

export interface Credentials {
  passwordHash: string;
  /** Older hashes, newest first; with the current one they make the last PASSWORD_HISTORY_SIZE. */
  previousHashes: string[];
  mustChangePassword: boolean;
}

/** Password hashes per user (table identity_credentials); never an event. */
@Injectable()
export class CredentialsStore {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly hasher: PasswordHasher,
  ) {}

  async get(userId: string): Promise<Credentials | undefined> {
    const [row] = await this.sql.query<{ password_hash: string; previous_hashes: string[]; must_change_password: boolean }>(
      'SELECT password_hash, previous_hashes, must_change_password FROM identity_credentials WHERE user_id = $1',
      [userId],
    );
    return row ? { passwordHash: row.password_hash, previousHashes: row.previous_hashes, mustChangePassword: row.must_change_password } : undefined;
  }

  /** True when `password` is the user's current one. */
  async verify(userId: string, password: string): Promise<boolean> {
    const credentials = await this.get(userId);
    return credentials ? this.hasher.verify(credentials.passwordHash, password) : this.hasher.verifyNothing(password);
  }

  /** 422 auth.password_used_recently on `password` when it is one of the last five. */
  async assertNotRecent(userId: string, password: string): Promise<void> {
    const credentials = await this.get(userId);
    if (!credentials) return;
    for (const old of [credentials.passwordHash, ...credentials.previousHashes]) {
      if (await this.hasher.verify(old, password)) {
        throw new DomainRefusal('invalid', 'auth.password_used_recently', { password: [{ key: 'auth.password_used_recently' }] });
      }
    }
  }

  /** Stores a new password (after assertNotRecent), keeping the history for the last-5 rule. */
  async save(userId: string, password: string, options: { mustChange: boolean; now: Date }): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const current = await this.get(userId);
    const previous = current ? [current.passwordHash, ...current.previousHashes].slice(0, PASSWORD_HISTORY_SIZE - 1) : [];
    await this.sql.query(
      `INSERT INTO identity_credentials (user_id, password_hash, previous_hashes, must_change_password, updated_at)
       VALUES ($1, $2, $3::jsonb, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, previous_hashes = EXCLUDED.previous_hashes,
         must_change_password = EXCLUDED.must_change_password, updated_at = EXCLUDED.updated_at`,
      [userId, passwordHash, JSON.stringify(previous), options.mustChange, options.now.toISOString()],
    );
  }

  async delete(userId: string): Promise<void> {
    await this.sql.query('DELETE FROM identity_credentials WHERE user_id = $1', [userId]);
  }
}
