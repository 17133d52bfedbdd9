import type { EventMetadata, Recorded, RecordedEvent } from '../event-store/event-store.types';
import type { Projection } from '../projections/projection';
import type { FindQuery, FindResult, ReadStore, ScopedCollection, StoredDoc } from '../read-store/read-store';

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
export class MemoryReadStore implements ReadStore {
  private readonly rows = new Map<string, StoredDoc>();

  collection<Doc extends StoredDoc>(name: string): { forAccount(accountId: string): ScopedCollection<Doc> } {
    return { forAccount: (accountId) => new MemoryCollection<Doc>(this.rows, name, accountId) };
  }

  /** The stored document, as a copy (undefined when there is none). */
  document<Doc extends StoredDoc>(collection: string, id: string, scope = SPEC_ACCOUNT): Doc | undefined {
    const row = this.rows.get(keyOf(collection, scope, id));
    return row && (structuredClone(row) as Doc);
  }

  /** Every document, keyed `<collection>|<scope>|<id>` (to compare whole stores). */
  snapshot(): Record<string, StoredDoc> {
    return structuredClone(Object.fromEntries(this.rows));
  }
}

const keyOf = (collection: string, scope: string, id: string): string => `${collection}|${scope}|${id}`;

class MemoryCollection<Doc extends StoredDoc> implements ScopedCollection<Doc> {
  constructor(
    private readonly rows: Map<string, StoredDoc>,
    private readonly name: string,
    readonly accountId: string,
  ) {}

  async get(id: string): Promise<Doc | undefined> {
    const row = this.rows.get(keyOf(this.name, this.accountId, id));
    return row && (structuredClone(row) as Doc);
  }

  async getMany(ids: readonly string[]): Promise<Doc[]> {
    const found = await Promise.all(ids.map((id) => this.get(id)));
    return found.filter((doc): doc is Awaited<Doc> => doc !== undefined);
  }

  find(_query?: FindQuery): Promise<FindResult<Doc>> {
    throw new Error('MemoryReadStore has no find: projections read by id (queries run against the real store in the integration suites)');
  }

  findIds(): Promise<string[]> {
    throw new Error('MemoryReadStore has no findIds: projections read by id');
  }

  async upsert(doc: Doc): Promise<void> {
    this.rows.set(keyOf(this.name, this.accountId, doc.id), structuredClone(doc));
  }

  async patch(id: string, changes: Partial<Doc>): Promise<Doc | undefined> {
    const current = await this.get(id);
    if (!current) return undefined;
    const next = { ...current, ...changes };
    await this.upsert(next);
    return next;
  }

  async delete(id: string): Promise<boolean> {
    return this.rows.delete(keyOf(this.name, this.accountId, id));
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
