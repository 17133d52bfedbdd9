import type { EventMetadata, Recorded, RecordedEvent } from '../event-store/event-store.types';
import type { Projection } from '../projections/projection';
import { memoryKeyOf, MemoryReadStore as CoreMemoryReadStore } from '../read-store/memory-read-store';
import type { StoredDoc } from '../read-store/read-store';

/** The account the spec events happen in unless they say otherwise. */
export const SPEC_ACCOUNT = 'a1';

/**
 * Spec support: the events of one stream, numbered from 1 as they are made, on day N of
 * 2030 for the Nth (so `created_at`/`updated_at` are easy to read back).
 *
 *   const task = streamEvents<TaskEvent>('task-t1');
 *   spec.given(task('TaskCreated', {...})).when(task('TaskClosed', {}))
 */
export function streamEvents<Event extends { type: string; data: unknown }>(
  streamId: string,
  defaults: Partial<EventMetadata> = {},
): <Type extends Event['type']>(type: Type, data: Extract<Event, { type: Type }>['data'], metadata?: Partial<EventMetadata>) => Recorded<Event> {
  let position = 0;
  return (type, data, metadata = {}) => {
    position += 1;
    const event: RecordedEvent = {
      eventId: `${streamId}-${position}`,
      type,
      data,
      streamId,
      streamPosition: position,
      position,
      transactionId: '1',
      createdAt: dayOf2030(position),
      metadata: {
        accountId: SPEC_ACCOUNT,
        actorId: 'u-actor',
        occurredAt: dayOf2030(position),
        correlationId: `c-${position}`,
        causationId: null,
        schemaVersion: 1,
        ...defaults,
        ...metadata,
      },
    };
    return event as Recorded<Event>;
  };
}

/** `2030-01-0Nt00:00:00.000Z` for day N (months roll over past 31). */
export const dayOf2030 = (day: number): string => new Date(Date.UTC(2030, 0, day)).toISOString();

/** A read store in memory with what projections use: point reads and writes (no `find`). */
/** The in-memory read store (core/read-store/memory-read-store.ts) with what specs look at. */
export class MemoryReadStore extends CoreMemoryReadStore {
  /** The stored document, as a copy (undefined when there is none). */
  document<Doc extends StoredDoc>(collection: string, id: string, scope = SPEC_ACCOUNT): Doc | undefined {
    const row = this.rows.get(memoryKeyOf(collection, scope, id));
    return row && (structuredClone(row) as Doc);
  }

  /** Every document, keyed `<collection>|<scope>|<id>` (to compare whole stores). */
  snapshot(): Record<string, StoredDoc> {
    return structuredClone(Object.fromEntries(this.rows));
  }
}

/**
 * Spec support for projections (after Emmett's projection specifications): given the
 * events applied so far, when these events are applied, then these documents. Every
 * `when` event is applied twice, and the store must be the same after the second time
 * (projections are idempotent: a replayed batch changes nothing).
 *
 *   const spec = ProjectionSpecification.for(taskListProjection);
 *   await spec.given(created).when(closed).thenDocument(TASKS_COLLECTION, 't1', expect.objectContaining({ status: 'closed' }));
 *   await spec.given(created).when(deleted).thenNoDocument(TASKS_COLLECTION, 't1');
 */
export class ProjectionSpecification {
  private constructor(private readonly projection: Projection) {}

  static for(projection: Projection): ProjectionSpecification {
    return new ProjectionSpecification(projection);
  }

  given(...events: RecordedEvent[]): ProjectionWhen {
    return new ProjectionWhen(this.projection, events);
  }
}

class ProjectionWhen {
  constructor(
    private readonly projection: Projection,
    private readonly history: readonly RecordedEvent[],
  ) {}

  when(...events: RecordedEvent[]): ProjectionOutcome {
    return new ProjectionOutcome(this.projection, this.history, events);
  }
}

class ProjectionOutcome {
  private store?: Promise<MemoryReadStore>;

  constructor(
    private readonly projection: Projection,
    private readonly history: readonly RecordedEvent[],
    private readonly events: readonly RecordedEvent[],
  ) {}

  /** The document equals `expected` (jest's toEqual: asymmetric matchers allowed). */
  async thenDocument(collection: string, id: string, expected: unknown, scope = SPEC_ACCOUNT): Promise<void> {
    const store = await this.applied();
    expect(store.document(collection, id, scope)).toEqual(expected);
  }

  /** The document holds these fields (jest's toMatchObject). */
  async thenDocumentMatches(collection: string, id: string, expected: Record<string, unknown>, scope = SPEC_ACCOUNT): Promise<void> {
    const store = await this.applied();
    expect(store.document(collection, id, scope)).toMatchObject(expected);
  }

  /** There is no such document (never written, or deleted). */
  async thenNoDocument(collection: string, id: string, scope = SPEC_ACCOUNT): Promise<void> {
    const store = await this.applied();
    expect(store.document(collection, id, scope)).toBeUndefined();
  }

  /** The events wrote nothing at all (the store is as the history left it). */
  async thenNothingChanged(): Promise<void> {
    const before = await this.build(false);
    const after = await this.applied();
    expect(after.snapshot()).toEqual(before.snapshot());
  }

  /** The store after the events, to look at several documents. */
  applied(): Promise<MemoryReadStore> {
    this.store ??= this.build(true);
    return this.store;
  }

  private async build(withEvents: boolean): Promise<MemoryReadStore> {
    const store = new MemoryReadStore();
    for (const event of this.history) await this.apply(event, store);
    if (!withEvents) return store;
    for (const event of this.events) {
      await this.apply(event, store);
      const once = store.snapshot();
      await this.apply(event, store);
      expect({ replayed: event.type, store: store.snapshot() }).toEqual({ replayed: event.type, store: once });
    }
    return store;
  }

  private async apply(event: RecordedEvent, store: MemoryReadStore): Promise<void> {
    if (!this.projection.eventTypes.includes(event.type)) throw new Error(`${this.projection.name} does not apply ${event.type}`);
    // What a batch would preload must be addressable (the real store reads it ahead).
    this.projection.documentsRead?.(event);
    await this.projection.apply(event, store);
  }
}
