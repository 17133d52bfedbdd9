import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

export type ReservedName = { kind: 'username' | 'email'; value: string };

const normalise = (value: string): string => value.trim().toLowerCase();

class Taken extends Error {
  constructor(readonly kinds: ReservedName['kind'][]) {
    super('taken');
  }
}

/**
 * Usernames and e-mail addresses are unique across users. An event stream per user
 * cannot enforce that, so a name is reserved (primary key on kind and value) before the
 * event that claims it is appended, and released again if that append fails.
 * Case-insensitive: `Anna` and `anna` are one name.
 */
@Injectable()
export class NameReservations {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Reserves all names for `userId`, or none: returns the kinds another user holds. */
  async reserve(userId: string, names: readonly ReservedName[]): Promise<ReservedName['kind'][]> {
    try {
      await this.sql.transaction(async (tx) => {
        const taken: ReservedName['kind'][] = [];
        for (const name of names) {
          const [row] = await tx.query<{ user_id: string }>(
            `INSERT INTO identity_name_reservations (kind, value, user_id) VALUES ($1, $2, $3)
             ON CONFLICT (kind, value) DO UPDATE SET kind = EXCLUDED.kind RETURNING user_id`,
            [name.kind, normalise(name.value), userId],
          );
          if (row.user_id !== userId) taken.push(name.kind);
        }
        if (taken.length > 0) throw new Taken(taken); // rolls the others back
      });
      return [];
    } catch (error) {
      if (error instanceof Taken) return error.kinds;
      throw error;
    }
  }

  /** Releases the given names of `userId` (all of them when none are given). */
  async release(userId: string, names?: readonly ReservedName[]): Promise<void> {
    if (!names) {
      await this.sql.query('DELETE FROM identity_name_reservations WHERE user_id = $1', [userId]);
      return;
    }
    for (const name of names) {
      await this.sql.query('DELETE FROM identity_name_reservations WHERE kind = $1 AND value = $2 AND user_id = $3', [
        name.kind,
        normalise(name.value),
        userId,
      ]);
    }
  }

  /** Who holds a name, if anyone. */
  async holder(name: ReservedName): Promise<string | undefined> {
    const [row] = await this.sql.query<{ user_id: string }>('SELECT user_id FROM identity_name_reservations WHERE kind = $1 AND value = $2', [
      name.kind,
      normalise(name.value),
    ]);
    return row?.user_id;
  }

  /** The user signing in as `login`: a username, or an e-mail address (usernames hold no `@`). */
  userIdFor(login: string): Promise<string | undefined> {
    return this.holder({ kind: login.includes('@') ? 'email' : 'username', value: login });
  }
}
