import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../sql/sql-client';

const POLL_INTERVAL_MS = 500;
const CHANNEL = 'es_events';

/**
 * How readers of the SQL event store learn of new events: appends in this process wake
 * its subscribers at once, other processes hear a NOTIFY on `es_events` (one in flight at
 * a time), and every subscriber also polls (an aborted transaction moves the snapshot
 * horizon without a NOTIFY).
 */
export class SqlEventWakeups {
  /** Subscribers in this process, woken at once after an append commits. */
  private readonly localWakers = new Set<() => void>();
  /**
   * The payload of this store's NOTIFYs: its own tail ignores them (it is woken
   * directly, in-process, by the same appends and projection commits).
   */
  readonly token = randomUUID();
  /** One NOTIFY in flight at a time; appends meanwhile are covered by one more after it. */
  private notifying = false;
  private notifyAgain = false;

  constructor(private readonly sql: SqlClient) {}

  /** `ignoreOwn`: not woken by this store's own NOTIFYs (for a subscriber that its wakeups reach directly). */
  async subscribe(onWake: () => void, options: { ignoreOwn?: boolean } = {}): Promise<() => Promise<void>> {
    this.localWakers.add(onWake);
    const unlisten = await this.sql.listen(CHANNEL, (payload) => {
      if (!(options.ignoreOwn && payload === this.token)) onWake();
    });
    // Fallback: an aborted transaction moves the snapshot horizon without a NOTIFY.
    const timer = setInterval(onWake, POLL_INTERVAL_MS);
    timer.unref();
    return async () => {
      this.localWakers.delete(onWake);
      clearInterval(timer);
      await unlisten();
    };
  }

  /** An append committed: wake the subscribers here and tell the other processes. */
  signal(): void {
    for (const wake of this.localWakers) wake();
    // PGlite lives in this process only: nobody else to tell.
    if (this.sql.kind === 'pglite') return;
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    void this.sql
      .query(`SELECT pg_notify('${CHANNEL}', $1)`, [this.token])
      .catch(() => undefined) // the subscribers' polling covers a lost NOTIFY
      .finally(() => {
        this.notifying = false;
        if (this.notifyAgain) {
          this.notifyAgain = false;
          this.signal();
        }
      });
  }
}
