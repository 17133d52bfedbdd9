import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';
import { DomainRefusal } from '@kollab/contracts';

/** A holder that died keeps the lease this long at most. */
const LEASE_SECONDS = 30;
/** How long a request waits for the lease before it gives up (503). */
const WAIT_MS = 10_000;

/**
 * One claim-tree change at a time per account (create, move, delete): a lease row in
 * `types_claim_tree_locks`, taken with one INSERT … ON CONFLICT (so it holds across
 * processes and on PGlite) and given back when the work ends. Parent, cycle and
 * sub-type checks need every earlier tree change; an append alone cannot give that,
 * because a move touches one stream while the rule spans the tree.
 */
@Injectable()
export class ClaimTreeLock {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async hold<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    const deadline = Date.now() + WAIT_MS;
    while (!(await this.tryTake(accountId, holder))) {
      if (Date.now() > deadline) throw DomainRefusal.unavailable('server.unavailable', 'the claim tree stayed locked');
      await sleep(10 + Math.random() * 20);
    }
    try {
      return await work();
    } finally {
      await this.sql.query('DELETE FROM types_claim_tree_locks WHERE account_id = $1 AND holder = $2', [accountId, holder]);
    }
  }

  private async tryTake(accountId: string, holder: string): Promise<boolean> {
    const rows = await this.sql.query<{ holder: string }>(
      `INSERT INTO types_claim_tree_locks (account_id, holder, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (account_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE types_claim_tree_locks.expires_at < now()
       RETURNING holder`,
      [accountId, holder, LEASE_SECONDS],
    );
    return rows[0]?.holder === holder;
  }
}
