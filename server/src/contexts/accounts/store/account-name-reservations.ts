import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';
import { DomainRefusal } from '@kollab/contracts';

type Kind = 'name' | 'domain';

class Taken extends Error {
  constructor(readonly kinds: Kind[]) {
    super('taken');
  }
}

/** Unique organisation names and domains, held in a table with a primary key (see accounts.schema.ts). */
@Injectable()
export class AccountNameReservations {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * Reserves every value for `accountId` or none (422 naming the taken fields). A value
   * the same account holds already counts as reserved (a retry, or a case-only rename).
   */
  async reserve(accountId: string, values: Partial<Record<Kind, string>>): Promise<void> {
    const entries = Object.entries(values).map(([kind, value]) => [kind as Kind, value.toLowerCase()] as const);
    try {
      await this.sql.transaction(async (tx) => {
        const taken: Kind[] = [];
        for (const [kind, value] of entries) {
          const [row] = await tx.query<{ account_id: string }>(
            `INSERT INTO accounts_reservations (kind, value, account_id) VALUES ($1, $2, $3)
             ON CONFLICT (kind, value) DO UPDATE SET kind = EXCLUDED.kind
             RETURNING account_id`,
            [kind, value, accountId],
          );
          if (row.account_id !== accountId) taken.push(kind);
        }
        if (taken.length) throw new Taken(taken);
      });
    } catch (error) {
      if (!(error instanceof Taken)) throw error;
      throw DomainRefusal.fields(
        Object.fromEntries(error.kinds.map((kind) => [kind, [{ key: kind === 'name' ? 'account.name_taken' : 'account.domain_taken' }]])),
      );
    }
  }

  /** Gives values back (a failed append, the old name after a rename, a removed account). */
  async release(accountId: string, values: Partial<Record<Kind, string>>): Promise<void> {
    for (const [kind, value] of Object.entries(values)) {
      await this.sql.query('DELETE FROM accounts_reservations WHERE kind = $1 AND value = $2 AND account_id = $3', [
        kind,
        value.toLowerCase(),
        accountId,
      ]);
    }
  }

  async releaseAll(accountId: string): Promise<void> {
    await this.sql.query('DELETE FROM accounts_reservations WHERE account_id = $1', [accountId]);
  }
}
