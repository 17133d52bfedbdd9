import type { AppendResult, Checkpoint, ExpectedVersion, NewEvent, ReadStreamOptions, RecordedEvent } from './event-store.types';

export interface ReadAllOptions {
  limit?: number;
  /** Only these event types (the checkpoint still advances over the others). */
  types?: readonly string[];
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read starts: after the last event read, or unchanged. */
  checkpoint: Checkpoint;
}

/** The event store port. `SqlEventStore` implements it on PGlite and PostgreSQL. */
export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  streamVersion(streamId: string): Promise<number>;
  /** Events after `from` in global order, never past an event that a running transaction may still precede. */
  readAll(from: Checkpoint, options?: ReadAllOptions): Promise<ReadAllResult>;
  /** The checkpoint of the last event visible to readAll. */
  head(): Promise<Checkpoint>;
  /**
   * The checkpoint of the newest committed event, visible to readAll or not yet (an
   * append still running in this database may hold the horizon back). What a caller who
   * waits for "everything appended so far" must wait for; never a place to start reading.
   */
  lastCommitted(): Promise<Checkpoint>;
  /**
   * Erasure of personal data (GDPR): rewrites the data of a stream's events with
   * `redact` and marks them `metadata.redacted`. The only change ever made to a stored
   * event; positions, types and order stay. Returns how many events changed.
   */
  redactStream(streamId: string, accountId: string, redact: (event: RecordedEvent) => unknown): Promise<number>;
  /** Calls `onWake` when new events may have been committed (NOTIFY or poll). */
  onWake(onWake: () => void): Promise<() => Promise<void>>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
