import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

/** Offer numbers `<prefix>-<n>`: n counts per account and prefix, from 1 (see offers.schema.ts). */
@Injectable()
export class OfferNumberCounter {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** The next number of the prefix in the account, e.g. `ANG-12`; one statement, so safe under concurrency. */
  async next(accountId: string, prefix: string): Promise<string> {
    const [row] = await this.sql.query<{ last_number: number }>(
      `INSERT INTO offers_number_counters (account_id, prefix, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (account_id, prefix) DO UPDATE SET last_number = offers_number_counters.last_number + 1
       RETURNING last_number`,
      [accountId, prefix],
    );
    return `${prefix}-${row.last_number}`;
  }
}
