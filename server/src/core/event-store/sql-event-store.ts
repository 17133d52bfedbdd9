import { migrate } from '../sql/migrate';
import { sqlErrorCode, type SqlClient, type SqlExecutor } from '../sql/sql-client';
import { EVENT_STORE_SCHEMA } from './sql-event-store.schema';
import { BELOW, EVENT_COLUMNS, horizonIn, recordedFromRow, type EventRow } from './sql-event-rows';
import { SqlEventWakeups } from './sql-event-wakeups';
import { EventTail, type TailFollower } from './event-tail';
import { StreamAccountMismatchError, WrongExpectedVersionError } from './event-store.errors';
import type { EventStore, ReadAllOptions, ReadAllResult } from './event-store';
import {
  expectationMet,
  START,
  type AppendResult,
  type Checkpoint,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type Upcaster,
} from './event-store.types';
import { newId } from '../aggregates/new-id';

export class SqlEventStore implements EventStore {
  /** The one watcher of new events for this process's runners (follow). */
  private tail: EventTail | undefined;
  private readonly wakeups: SqlEventWakeups;

  private constructor(
    private readonly sql: SqlClient,
    private readonly upcasters: readonly Upcaster[],
  ) {
    this.wakeups = new SqlEventWakeups(sql);
  }

  /** The payload of this store's NOTIFYs (its own tail ignores them: it is woken in-process). */
  get wakeToken(): string {
    return this.wakeups.token;
  }

  static async open(sql: SqlClient, upcasters: readonly Upcaster[] = []): Promise<SqlEventStore> {
    await migrate(sql, 1001, EVENT_STORE_SCHEMA);
    return new SqlEventStore(sql, upcasters);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) return this.appendNothing(streamId, expected);
    const accountId = events[0].metadata.accountId;
    if (events.some((event) => event.metadata.accountId !== accountId)) {
      throw new StreamAccountMismatchError(streamId);
    }
    const payload = events.map((event) => ({
      id: event.eventId ?? newId(),
      type: event.type,
      data: event.data,
      metadata: event.metadata,
    }));
    const [kind, exact] = typeof expected === 'number' ? ['exact', expected] : [expected, 0];
    try {
      const [row] = await this.sql.query<{
        outcome: string;
        stream_version: number | string;
        last_position: number | string;
        tx_id: string;
      }>('SELECT * FROM es_append($1, $2, $3, $4, $5::jsonb)', [streamId, accountId, kind, exact, JSON.stringify(payload)]);
      const position = Number(row.last_position);
      if (row.outcome === 'appended') this.wakeups.signal();
      return {
        streamId,
        version: Number(row.stream_version),
        position,
        checkpoint: { transactionId: row.tx_id, position },
        duplicate: row.outcome === 'duplicate',
        eventTypes: [...new Set(events.map((event) => event.type))],
      };
    } catch (error) {
      const code = sqlErrorCode(error);
      if (code === 'ES409' || code === '23505') {
        // es_append names the version it saw; otherwise (a retry that does not match) read it.
        const detail = (error as { detail?: unknown }).detail;
        const actual = typeof detail === 'string' && /^\d+$/.test(detail) ? Number(detail) : await this.streamVersion(streamId);
        throw new WrongExpectedVersionError(streamId, expected, actual);
      }
      if (code === 'ES403') throw new StreamAccountMismatchError(streamId);
      throw error;
    }
  }

  private async appendNothing(streamId: string, expected: ExpectedVersion): Promise<AppendResult> {
    const version = await this.streamVersion(streamId);
    if (!expectationMet(expected, version)) throw new WrongExpectedVersionError(streamId, expected, version);
    const [last] = await this.sql.query<{ global_position: number; tx_id: string }>(
      `SELECT global_position, transaction_id::text AS tx_id FROM es_events
        WHERE stream_id = $1 ORDER BY stream_position DESC LIMIT 1`,
      [streamId],
    );
    const checkpoint = last ? { transactionId: last.tx_id, position: Number(last.global_position) } : START;
    // the types of the earlier write are not known here: a caller waits for every projection
    return { streamId, version, position: checkpoint.position, checkpoint, duplicate: true };
  }

  async redactStream(streamId: string, accountId: string, redact: (event: RecordedEvent) => unknown): Promise<number> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND account_id = $2 ORDER BY stream_position FOR UPDATE`,
        [streamId, accountId],
      );
      let changed = 0;
      for (const row of rows) {
        // The stored data, not the upcast one: what is written back keeps its schema version.
        const event = { ...this.toRecorded(row), data: row.data };
        const data = redact(event);
        if (JSON.stringify(data) === JSON.stringify(row.data)) continue;
        await tx.query(
          `UPDATE es_events SET data = $3::jsonb, metadata = metadata || '{"redacted": true}'::jsonb
            WHERE stream_id = $1 AND stream_position = $2`,
          [streamId, event.streamPosition, JSON.stringify(data)],
        );
        changed++;
      }
      return changed;
    });
  }

  async streamVersion(streamId: string): Promise<number> {
    const [row] = await this.sql.query<{ version: number | string }>('SELECT version FROM es_streams WHERE stream_id = $1', [streamId]);
    return row ? Number(row.version) : 0;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const params: unknown[] = [streamId, options.fromVersion ?? 1];
    let where = 'stream_id = $1 AND stream_position >= $2';
    if (options.toVersion !== undefined) {
      params.push(options.toVersion);
      where += ` AND stream_position <= $${params.length}`;
    }
    if (options.accountId !== undefined) {
      params.push(options.accountId);
      where += ` AND account_id = $${params.length}`;
    }
    if (options.until !== undefined) {
      params.push(options.until.toISOString());
      where += ` AND (metadata->>'occurredAt')::timestamptz <= $${params.length}::timestamptz`;
    }
    const rows = await this.sql.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM es_events WHERE ${where} ORDER BY stream_position`, params);
    return rows.map((row) => this.toRecorded(row));
  }

  readAll(from: Checkpoint, options: ReadAllOptions = {}): Promise<ReadAllResult> {
    return this.readAllIn(this.sql, from, options);
  }

  /**
   * readAll inside a caller's transaction (a projection reads and writes in one). With
   * `types`, the filter runs in SQL and the checkpoint still moves past the others: to
   * the last event returned when the page is full, else to the last visible event
   * (read in the same statement, so in the same snapshot: nothing of the wanted types
   * can lie between the last one returned and it).
   */
  async readAllIn(executor: SqlExecutor, from: Checkpoint, options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const limit = options.limit ?? 500;
    const horizon = await horizonIn(executor);
    if (!options.types) {
      const rows = await executor.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM es_events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${BELOW(4)}
          ORDER BY es_events.transaction_id, global_position
          LIMIT $3`,
        [from.transactionId, from.position, limit, horizon],
      );
      if (rows.length === 0) return { events: [], checkpoint: from };
      const last = rows[rows.length - 1];
      return { events: rows.map((row) => this.toRecorded(row)), checkpoint: { transactionId: last.tx_id, position: Number(last.global_position) } };
    }
    const rows = await executor.query<EventRow & { head_tx: string; head_position: number | string }>(
      `WITH head AS (
         SELECT transaction_id AS head_tx, global_position AS head_position FROM es_events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${BELOW(5)}
          ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
       SELECT head.head_tx::text AS head_tx, head.head_position, picked.*
         FROM head LEFT JOIN LATERAL (
           SELECT ${EVENT_COLUMNS} FROM es_events
            WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${BELOW(5)}
              AND type = ANY(ARRAY(SELECT jsonb_array_elements_text($4::jsonb)))
            ORDER BY es_events.transaction_id, global_position
            LIMIT $3) picked ON true`,
      [from.transactionId, from.position, limit, JSON.stringify(options.types), horizon],
    );
    if (rows.length === 0) return { events: [], checkpoint: from };
    const found = rows.filter((row) => row.global_position !== null);
    const last = found.length === limit ? found[found.length - 1] : { tx_id: rows[0].head_tx, global_position: rows[0].head_position };
    return { events: found.map((row) => this.toRecorded(row)), checkpoint: { transactionId: last.tx_id, position: Number(last.global_position) } };
  }

  /** The type and place of the visible events after `from`, in global order (what EventTail reads). */
  async scanTypes(from: Checkpoint, limit: number): Promise<Array<{ type: string; checkpoint: Checkpoint }>> {
    const horizon = await horizonIn(this.sql);
    const rows = await this.sql.query<{ type: string; tx_id: string; global_position: number | string }>(
      `SELECT type, transaction_id::text AS tx_id, global_position FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${BELOW(4)}
        ORDER BY es_events.transaction_id, global_position
        LIMIT $3`,
      [from.transactionId, from.position, limit, horizon],
    );
    return rows.map((row) => ({ type: row.type, checkpoint: { transactionId: row.tx_id, position: Number(row.global_position) } }));
  }

  /**
   * Lets a runner be told when events of its types arrive (and moved past the others),
   * through one EventTail shared by every runner on this store.
   */
  follow(follower: TailFollower, onError?: (error: unknown) => void): Promise<() => Promise<void>> {
    this.tail ??= new EventTail(
      (from, limit) => this.scanTypes(from, limit),
      (wake) => this.onWake(wake, { ignoreOwn: true }),
      onError,
    );
    return this.tail.follow(follower);
  }

  /** Asks the tail to look again now (a runner finished a batch). */
  wakeTail(): void {
    this.tail?.wake();
  }

  async head(): Promise<Checkpoint> {
    const horizon = await horizonIn(this.sql);
    const [row] = await this.sql.query<{ global_position: number | string; tx_id: string }>(
      `SELECT global_position, transaction_id::text AS tx_id FROM es_events
        WHERE ${BELOW(1)} ORDER BY es_events.transaction_id DESC, global_position DESC LIMIT 1`,
      [horizon],
    );
    return row ? { transactionId: row.tx_id, position: Number(row.global_position) } : START;
  }

  async lastCommitted(): Promise<Checkpoint> {
    const [row] = await this.sql.query<{ global_position: number | string; tx_id: string }>(
      `SELECT global_position, transaction_id::text AS tx_id FROM es_events
        ORDER BY es_events.transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return row ? { transactionId: row.tx_id, position: Number(row.global_position) } : START;
  }

  /**
   * The checkpoint of an event at a known global position (for read-your-writes waits),
   * with the types of the events appended with it up to it (the projections to wait for).
   */
  async checkpointAt(position: number): Promise<(Checkpoint & { eventTypes: string[] }) | undefined> {
    const rows = await this.sql.query<{ tx_id: string; type: string }>(
      `SELECT DISTINCT e.transaction_id::text AS tx_id, e.type FROM es_events at
         JOIN es_events e ON e.transaction_id = at.transaction_id AND e.global_position <= at.global_position
        WHERE at.global_position = $1`,
      [position],
    );
    return rows.length > 0 ? { transactionId: rows[0].tx_id, position, eventTypes: rows.map((row) => row.type) } : undefined;
  }

  /** `ignoreOwn`: not woken by this store's own NOTIFYs (for a subscriber that its wakeups reach directly). */
  onWake(onWake: () => void, options: { ignoreOwn?: boolean } = {}): Promise<() => Promise<void>> {
    return this.wakeups.subscribe(onWake, options);
  }

  private toRecorded(row: EventRow): RecordedEvent {
    return recordedFromRow(row, this.upcasters);
  }
}
