/** Who did what, when, and why: stored beside every event. */
export interface EventMetadata {
  accountId: string;
  actorId: string | null;
  /** ISO-8601 time the command was accepted (from the command's clock, not the database's). */
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
  /** Set when personal data in the event was erased (EventStore.redactStream). */
  redacted?: boolean;
  /**
   * A command into a global context made for an organisation (CommandContext.onBehalfOf):
   * that organisation, so that what follows from the event (its mail) can name it.
   */
  onBehalfOf?: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Optional: a caller that retries must send the same id to stay idempotent. */
  eventId?: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/**
 * A point in the global order. Events are ordered by (transactionId, position): the
 * identity value `position` alone is not a safe order because it is taken before
 * COMMIT, and transactions commit out of order (see ARCHITECTURE.md §3).
 */
export interface Checkpoint {
  transactionId: string;
  position: number;
}

export const START: Checkpoint = Object.freeze({ transactionId: '0', position: 0 });

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  /** 1 for the first event of a stream; the stream's version after this event. */
  streamPosition: number;
  /** The event's global position (identity value). */
  position: number;
  transactionId: string;
  createdAt: string;
}

/** An event of a domain union (`{ type, data }`) as it was recorded: typed type and data, with its stream and metadata. */
export type Recorded<Event extends { type: string; data: unknown }> = Event extends unknown ? RecordedEvent<Event['type'], Event['data']> : never;

/**
 * any: no check; no_stream: the stream must not exist; stream_exists: it must;
 * a number: the stream's current version must be exactly that (0 = no stream).
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

/** Whether a stream at `version` (0: none) meets `expected`. */
export function expectationMet(expected: ExpectedVersion, version: number): boolean {
  return expected === 'any' || (expected === 'no_stream' && version === 0) || (expected === 'stream_exists' && version > 0) || expected === version;
}

export interface AppendResult {
  streamId: string;
  /** The stream's version after the append. */
  version: number;
  /** Global position of the last appended event. */
  position: number;
  checkpoint: Checkpoint;
  /** True when the same event ids were already stored by an earlier try: nothing was written. */
  duplicate: boolean;
  /** The types of the appended events: read-your-writes waits only for the projections that apply them. */
  eventTypes?: readonly string[];
}

export interface ReadStreamOptions {
  /** Only events of this account: a stream of another account reads as empty. */
  accountId?: string;
  fromVersion?: number;
  toVersion?: number;
  /** Only events created at or before this time. */
  until?: Date;
}

/** Turns a stored event of an older schema into the current one, on read. */
export interface Upcaster {
  type: string;
  fromSchemaVersion: number;
  upcast(data: unknown): unknown;
}

/** Brings stored data of `type` at `schemaVersion` (1 when absent) up to the current schema. */
export function upcast(
  type: string,
  data: unknown,
  schemaVersion: number | undefined,
  upcasters: readonly Upcaster[],
): { data: unknown; schemaVersion: number } {
  let version = schemaVersion ?? 1;
  for (;;) {
    const upcaster = upcasters.find((candidate) => candidate.type === type && candidate.fromSchemaVersion === version);
    if (!upcaster) return { data, schemaVersion: version };
    data = upcaster.upcast(data);
    version += 1;
  }
}

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const ax = BigInt(a.transactionId);
  const bx = BigInt(b.transactionId);
  if (ax !== bx) return ax < bx ? -1 : 1;
  return a.position - b.position;
}

export function checkpointOf(event: Pick<RecordedEvent, 'transactionId' | 'position'>): Checkpoint {
  return { transactionId: event.transactionId, position: event.position };
}
