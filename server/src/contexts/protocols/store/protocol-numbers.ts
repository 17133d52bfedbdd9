import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

/**
 * Protocol numbers per account and type prefix (`PR-1`, `PR-2`, …) from the counter
 * table of protocols.schema.ts: one atomic upsert per number, so concurrent creates in
 * one account never get the same one. A number taken for a save that then fails is
 * not given back (a gap, never a duplicate).
 */
@Injectable()
export class ProtocolNumbers {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async next(accountId: string, prefix: string): Promise<string> {
    const key = prefix.trim().toUpperCase();
    const [row] = await this.sql.query<{ last_number: number | string }>(
      `INSERT INTO protocols_number_counters (account_id, prefix, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (account_id, prefix) DO UPDATE SET last_number = protocols_number_counters.last_number + 1
       RETURNING last_number`,
      [accountId, key],
    );
    return `${key}-${Number(row.last_number)}`;
  }
}
