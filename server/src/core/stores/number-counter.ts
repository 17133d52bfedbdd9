import type { SqlClient } from '../sql/sql-client';

/**
 * Item numbers `<prefix>-<n>` (AUF-12, ANG-3): n counts per account and prefix, from 1, in a
 * table of the item's context (`account_id, prefix, last_number`, primary key on the first
 * two). A subclass names its table and is the injectable (TaskNumberCounter, OfferNumberCounter).
 * A number is given in one statement, so concurrent commands never share one; a command that
 * fails after taking it leaves a gap.
 */
export abstract class NumberCounter {
  protected constructor(
    private readonly sql: SqlClient,
    private readonly table: string,
  ) {}

  /** The next number of the prefix in the account, e.g. `AUF-12`. */
  async next(accountId: string, prefix: string): Promise<string> {
    const [row] = await this.sql.query<{ last_number: number }>(
      `INSERT INTO ${this.table} (account_id, prefix, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (account_id, prefix) DO UPDATE SET last_number = ${this.table}.last_number + 1
       RETURNING last_number`,
      [accountId, prefix],
    );
    return `${prefix}-${row.last_number}`;
  }
}
