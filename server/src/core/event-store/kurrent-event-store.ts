import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  eventTypeFilter,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START as KURRENT_START,
  StreamNotFoundError,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  type AllStreamSubscription,
  type AppendStreamState,
  type Filter,
  type JSONEventType,
  type Position,
  type ReadPosition,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { newId } from '../aggregates/new-id';
import type { EventStore, ReadAllOptions, ReadAllResult } from './event-store';
import { EventStoreUnsupportedError, StreamAccountMismatchError, WrongExpectedVersionError } from './event-store.errors';
import {
  checkpointOf,
  compareCheckpoints,
  expectationMet,
  START,
  upcast,
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type Upcaster,
} from './event-store.types';

type StoredEvent = KurrentRecordedEvent<JSONEventType<string, Record<string, unknown>, Record<string, unknown>>>;

/** Appends that lost a race to a concurrent append retry this often (only for `any` and `stream_exists`). */
const APPEND_RETRIES = 10;
/** A subscription that dropped is made again after this long; meanwhile (and always) a slow poll wakes the followers. */
const RESUBSCRIBE_MS = 1000;

/** `$all`'s position as the port's checkpoint: the commit position orders, the prepare position breaks ties. */
export function checkpointOfPosition(position: Position): Checkpoint {
  return { transactionId: position.commit.toString(), position: Number(position.prepare) };
}

function positionOf(checkpoint: Checkpoint): ReadPosition {
  if (checkpoint.transactionId === START.transactionId && checkpoint.position === START.position) return KURRENT_START;
  return { commit: BigInt(checkpoint.transactionId), prepare: BigInt(checkpoint.position) };
}

function typesFilter(types: readonly string[] | undefined): Filter {
  if (!types) return excludeSystemEvents();
  const escaped = types.map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A filter that matches nothing still must not match system events: an empty alternation would match every type.
  return eventTypeFilter({ regex: escaped.length > 0 ? `^(?:${escaped.join('|')})$` : '^(?!)$' });
}

/**
 * The event-store port on KurrentDB (formerly EventStoreDB), through `@kurrent/kurrentdb-client`.
 *
 * - **Streams**: the port's stream id is the KurrentDB stream name (ids are `<kind>-<uuid>`, unique
 *   across accounts). The account is in every event's metadata; an append first reads the stream's
 *   last event, refuses another account's stream, and then appends at that exact revision, so the
 *   check and the append are one atomic step (a concurrent append makes it read and try again).
 * - **Versions**: the port's versions are 1-based, KurrentDB's revisions 0-based (`revision = version - 1`).
 * - **Idempotent retries**: the event id is KurrentDB's; a batch whose ids are already stored right
 *   after the expected version (or, for `any`, at the stream's end) answers `duplicate: true`.
 *   KurrentDB does not keep ids unique across a stream: a batch that reuses one stored id at another
 *   place is appended (the SQL store refuses it).
 * - **Global order**: `$all`'s (commit, prepare) position is the checkpoint (`transactionId` holds the
 *   commit position, `position` the prepare position). An event is in `$all` once committed, so there is
 *   no horizon: `head` and `lastCommitted` are the same.
 * - **Wake-ups**: a live subscription to `$all` (system events excluded) instead of NOTIFY.
 * - **Erasure**: KurrentDB's events are immutable; `redactStream` refuses (EventStoreUnsupportedError):
 *   ADAPTERS.md says how erasure is to work here (per-subject keys, crypto-shredding).
 */
export class KurrentEventStore implements EventStore {
  private constructor(
    private readonly client: KurrentDBClient,
    private readonly upcasters: readonly Upcaster[],
  ) {}

  /** `url`: a KurrentDB connection string (`kurrentdb://host:2113?tls=false`, or the older `esdb://`). */
  static open(url: string, upcasters: readonly Upcaster[] = []): KurrentEventStore {
    return new KurrentEventStore(KurrentDBClient.connectionString(url), upcasters);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) return this.appendNothing(streamId, expected);
    const accountId = events[0].metadata.accountId;
    if (events.some((event) => event.metadata.accountId !== accountId)) throw new StreamAccountMismatchError(streamId);
    const ids = events.map((event) => event.eventId ?? newId());
    const eventTypes = [...new Set(events.map((event) => event.type))];
    for (let attempt = 0; ; attempt++) {
      const last = await this.lastOf(streamId);
      if (last && (last.metadata as unknown as EventMetadata).accountId !== accountId) throw new StreamAccountMismatchError(streamId);
      const version = last ? Number(last.revision) + 1 : 0;
      if (events.every((event) => event.eventId)) {
        const stored = await this.storedBatch(streamId, ids, expected, version);
        if (stored) return { ...stored, eventTypes };
      }
      if (!expectationMet(expected, version)) throw new WrongExpectedVersionError(streamId, expected, version);
      const streamState: AppendStreamState = version === 0 ? NO_STREAM : BigInt(version - 1);
      try {
        const result = await this.client.appendToStream(
          streamId,
          events.map((event, index) =>
            jsonEvent({
              id: ids[index],
              type: event.type,
              data: event.data as Record<string, unknown>,
              metadata: event.metadata as unknown as Record<string, unknown>,
            }),
          ),
          { streamState },
        );
        const appendedVersion = Number(result.nextExpectedRevision) + 1;
        const checkpoint = result.position ? checkpointOfPosition(result.position) : await this.checkpointOfRevision(streamId, appendedVersion - 1);
        return { streamId, version: appendedVersion, position: checkpoint.position, checkpoint, duplicate: false, eventTypes };
      } catch (error) {
        if (!(error instanceof KurrentWrongExpectedVersionError)) throw error;
        // Another append came between the read and this one: an exact expectation is now wrong;
        // `any` and `stream_exists` still hold, so read the new end and try again.
        const actual = error.actualState === NO_STREAM ? 0 : Number(error.actualState) + 1;
        if (typeof expected === 'number' || expected === 'no_stream' || attempt >= APPEND_RETRIES) {
          throw new WrongExpectedVersionError(streamId, expected, actual);
        }
      }
    }
  }

  /**
   * A retry of a batch already stored: its ids in order right after the version it expected
   * (`no_stream`: 0; `any` and `stream_exists`: the stream's last events). The first id there and
   * another batch: a wrong expected version, as in the SQL store.
   */
  private async storedBatch(
    streamId: string,
    ids: readonly string[],
    expected: ExpectedVersion,
    version: number,
  ): Promise<Omit<AppendResult, 'eventTypes'> | undefined> {
    const after = typeof expected === 'number' ? expected : expected === 'no_stream' ? 0 : version - ids.length;
    if (after < 0 || version < after + ids.length) return undefined;
    const stored = await this.read(streamId, after + 1, ids.length);
    if (stored[0]?.id !== ids[0]) return undefined;
    if (stored.length !== ids.length || stored.some((event, index) => event.id !== ids[index])) {
      throw new WrongExpectedVersionError(streamId, expected, version);
    }
    const last = stored[stored.length - 1];
    const checkpoint = last.position ? checkpointOfPosition(last.position) : await this.checkpointOfRevision(streamId, Number(last.revision));
    return { streamId, version: after + ids.length, position: checkpoint.position, checkpoint, duplicate: true };
  }

  private async appendNothing(streamId: string, expected: ExpectedVersion): Promise<AppendResult> {
    const last = await this.lastOf(streamId);
    const version = last ? Number(last.revision) + 1 : 0;
    if (!expectationMet(expected, version)) throw new WrongExpectedVersionError(streamId, expected, version);
    const checkpoint = last?.position ? checkpointOfPosition(last.position) : last ? await this.checkpointOfRevision(streamId, version - 1) : START;
    return { streamId, version, position: checkpoint.position, checkpoint, duplicate: true };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Math.max(options.fromVersion ?? 1, 1);
    const count = options.toVersion === undefined ? undefined : options.toVersion - from + 1;
    if (count !== undefined && count <= 0) return [];
    const stored = await this.read(streamId, from, count);
    if (options.accountId !== undefined && stored.length > 0) {
      // A stream of another account reads as empty (every event of a stream has the stream's account).
      if ((stored[0].metadata as unknown as EventMetadata).accountId !== options.accountId) return [];
    }
    const events = stored.map((event) => this.toRecorded(event));
    if (options.until === undefined) return events;
    const until = options.until.getTime();
    return events.filter((event) => Date.parse(event.metadata.occurredAt) <= until);
  }

  async streamVersion(streamId: string): Promise<number> {
    const last = await this.lastOf(streamId);
    return last ? Number(last.revision) + 1 : 0;
  }

  /**
   * With `types`, KurrentDB filters on the server; when the page is not full, the checkpoint
   * moves to the head read before the page (nothing of the types lies between the page's last
   * event and it), so a follower moves past the others.
   */
  async readAll(from: Checkpoint, options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const limit = options.limit ?? 500;
    const head = options.types ? await this.head() : undefined;
    const events: RecordedEvent[] = [];
    // fromPosition is inclusive: one more, and the event at `from` itself skipped.
    for await (const resolved of this.client.readAll({ fromPosition: positionOf(from), maxCount: limit + 1, filter: typesFilter(options.types) })) {
      const event = resolved.event as StoredEvent | undefined;
      if (!event?.position) continue;
      if (compareCheckpoints(checkpointOfPosition(event.position), from) <= 0) continue;
      events.push(this.toRecorded(event));
      if (events.length === limit) break;
    }
    let checkpoint = events.length > 0 ? checkpointOf(events[events.length - 1]) : from;
    if (head && events.length < limit && compareCheckpoints(head, checkpoint) > 0) checkpoint = head;
    return { events, checkpoint: compareCheckpoints(checkpoint, from) > 0 ? checkpoint : from };
  }

  /** The last event of `$all` that is not a system event. */
  async head(): Promise<Checkpoint> {
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, filter: excludeSystemEvents() })) {
      if (resolved.event?.position) return checkpointOfPosition(resolved.event.position);
    }
    return START;
  }

  /** No horizon: an event is in `$all` once committed. */
  lastCommitted(): Promise<Checkpoint> {
    return this.head();
  }

  redactStream(): Promise<number> {
    return Promise.reject(new EventStoreUnsupportedError('redactStream', 'KurrentDB events are immutable (see ADAPTERS.md, erasure)'));
  }

  /** A live subscription to `$all` from its end, made again after it drops; and a poll every few seconds. */
  async onWake(onWake: () => void): Promise<() => Promise<void>> {
    let subscription: AllStreamSubscription | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const subscribe = () => {
      if (stopped) return;
      const current = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      subscription = current;
      current.on('data', () => onWake());
      current.on('error', () => {
        if (stopped || subscription !== current) return;
        retry = setTimeout(subscribe, RESUBSCRIBE_MS);
        onWake();
      });
    };
    subscribe();
    const poll = setInterval(onWake, 5 * RESUBSCRIBE_MS);
    poll.unref();
    return async () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retry);
      await subscription?.unsubscribe().catch(() => undefined);
    };
  }

  /** The events of a stream from version `from` (1-based), at most `count`; none when the stream does not exist. */
  private async read(streamId: string, from: number, count?: number): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(from - 1), ...(count ? { maxCount: count } : {}) })) {
        if (resolved.event) events.push(resolved.event as StoredEvent);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  private async lastOf(streamId: string): Promise<StoredEvent | undefined> {
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) return resolved.event as StoredEvent;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
    return undefined;
  }

  /** Reads from a stream (not `$all`) may come without a position: look the event up once. */
  private async checkpointOfRevision(streamId: string, revision: number): Promise<Checkpoint> {
    const [event] = await this.read(streamId, revision + 1, 1);
    if (!event?.position) throw new Error(`KurrentDB gave no position for ${streamId}@${revision}`);
    return checkpointOfPosition(event.position);
  }

  private toRecorded(event: StoredEvent): RecordedEvent {
    const metadata = event.metadata as unknown as EventMetadata;
    const { data, schemaVersion } = upcast(event.type, event.data, metadata.schemaVersion, this.upcasters);
    const position = event.position ? checkpointOfPosition(event.position) : START;
    return {
      eventId: event.id,
      type: event.type,
      data,
      metadata: { ...metadata, schemaVersion },
      streamId: event.streamId,
      streamPosition: Number(event.revision) + 1,
      position: position.position,
      transactionId: position.transactionId,
      createdAt: event.created.toISOString(),
    };
  }
}
