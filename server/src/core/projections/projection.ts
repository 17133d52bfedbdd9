import type { RecordedEvent } from '../event-store/event-store.types';
import type { ReadStore } from '../read-store/read-store';

/**
 * A read model fed by events. Rows and checkpoint commit in one transaction, so
 * `apply` sees each event once per build; keep it idempotent all the same (a
 * MongoDB read store will be at-least-once). Bump `version` when `apply` changes meaning: the runner rebuilds the collections
 * into shadow tables and swaps them in, while queries keep reading the old ones.
 */
export interface Projection {
  readonly name: string;
  readonly version: number;
  /** The read-model collections this projection alone writes. */
  readonly collections: readonly string[];
  /** Collections an earlier version wrote and this one does not: dropped when the new version's rebuild swaps in. */
  readonly retiredCollections?: readonly string[];
  /**
   * The event types it applies: only these are read (filtered in SQL); its checkpoint
   * moves past the others in memory (stored now and then), and a command's answer waits
   * only for the projections that apply one of its event types (ReadYourWrites).
   */
  readonly eventTypes: readonly string[];
  /**
   * The event types whose writers wait for this projection before they answer (read-your-writes);
   * absent: all of `eventTypes`. A projection whose documents the writer does not read back
   * (notifications: other users' inboxes) leaves the others out, so that a comment to 500
   * watchers answers as fast as one to nobody.
   */
  readonly awaitedFor?: readonly string[];
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
  /**
   * The documents `apply` reads (`get`) for `event`: a batch reads them all ahead in one
   * statement per collection and account instead of one round trip per event.
   */
  documentsRead?(event: RecordedEvent): ReadonlyArray<{ collection: string; accountId: string; id: string }>;
}
