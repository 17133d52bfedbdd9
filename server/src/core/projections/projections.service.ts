import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE } from '../event-store/event-store';
import type { SqlEventStore } from '../event-store/sql-event-store';
import { compareCheckpoints, START, type Checkpoint } from '../event-store/event-store.types';
import { ReadModelCache } from '../read-store/read-model-cache';
import { migrate } from '../sql/migrate';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import { ProjectionCommits } from './projection-commits';
import { PROJECTION_CHECKPOINTS_SCHEMA } from './projection-checkpoints.schema';
import type { Projection } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionRunner, toCheckpoint } from './projection-runner';

export interface ProjectionStatus {
  name: string;
  version: number;
  position: number;
  /** Events committed after the checkpoint (capped at 100000). */
  lag: number;
  /** Behind the newest committed event without moving for PROJECTION_STALL_MS. */
  stalled: boolean;
}

/** Where a projection stood when the watchdog last looked, and since when it has been behind there. */
interface Watch {
  position: Checkpoint;
  behindSince: number | null;
}

export async function prepareProjectionStore(sql: SqlClient): Promise<void> {
  await migrate(sql, 1002, PROJECTION_CHECKPOINTS_SCHEMA);
}

/** Starts a runner per registered projection at bootstrap and stops them at shutdown. */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private runners: ProjectionRunner[] = [];
  private cacheFeed: Subscription | undefined;
  private readonly watches = new Map<string, Watch>();
  private stalledNow: string[] = [];
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly events: SqlEventStore,
    private readonly registry: ProjectionRegistry,
    private readonly commits: ProjectionCommits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ReadModelCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await prepareProjectionStore(this.sql);
    this.watchdog = setInterval(
      () => void this.checkStalls().catch((error: unknown) => this.logger.warn(`stall check failed: ${String(error)}`)),
      Math.min(5000, Math.max(50, Math.floor(this.config.projectionStallMs / 4))),
    );
    this.watchdog.unref();
    if (!this.config.runWorkers) return;
    this.runners = this.registry.all().map(
      (projection) =>
        new ProjectionRunner(this.sql, this.events, projection, this.commits, {
          onError: (error) => this.logger.error(`projection ${projection.name} failed: ${String(error)}`),
          onLog: (message) => this.logger.log(message),
          // Only some of its events are awaited by a command's answer: it lets those that are go first.
          ...(projection.awaitedFor ? { yieldTo: (stopping) => this.foregroundSettled(stopping) } : {}),
        }),
    );
    for (const runner of this.runners) await runner.prepare();
    this.feedCache();
    for (const runner of this.runners) await runner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.watchdog);
    this.cacheFeed?.unsubscribe();
    this.cache.disable();
    await Promise.all(this.runners.map((runner) => runner.stop()));
    // The pushes of the last batches, before the sockets close (Nest closes them next).
    await this.commits.settled();
  }

  /**
   * The read-model cache may serve reads once this process's runners tell it of every
   * change: their commits (by account and collection) and the batches another process
   * applied (the projection's collections, every account).
   */
  private feedCache(): void {
    const collectionsOf = new Map(this.registry.all().map((projection) => [projection.name, projection.collections]));
    this.cacheFeed = this.commits.commits$.subscribe((commit) => {
      for (const change of commit.changes) this.cache.invalidate(change.collection, change.accountId);
    });
    this.cacheFeed.add(
      this.commits.appliedElsewhere$.subscribe(({ projection }) => {
        for (const collection of collectionsOf.get(projection) ?? []) this.cache.invalidateCollection(collection);
      }),
    );
    this.cache.enable();
  }

  /**
   * Resolves once the runners a command's answer waits for (every projection without
   * `awaitedFor`) have nothing waiting, or after `maxMs`: background followers (the
   * notifications, the reactions) await it before each batch, so on a busy process (2 cores)
   * their work on an event does not lengthen the answer of the command that appended it; a
   * follower being stopped gives up waiting (and a stopped runner counts as idle).
   */
  foregroundSettled(stopping: () => boolean = () => false, maxMs = 250): Promise<void> {
    return whenIdle(
      this.runners.filter((runner) => !runner.projection.awaitedFor),
      maxMs,
      stopping,
    );
  }

  /** True when this process runs the projections (and so learns their commits first-hand). */
  get local(): boolean {
    return this.runners.length > 0;
  }

  /**
   * Checkpoints of the registered projections that apply one of `eventTypes` (every one
   * without): from the runners of this process, or, in a process without workers, from
   * the checkpoint table (where other processes write).
   */
  async positions(eventTypes?: readonly string[]): Promise<Checkpoint[]> {
    const applies = (projection: Projection) =>
      !eventTypes || eventTypes.some((type) => (projection.awaitedFor ?? projection.eventTypes).includes(type));
    if (this.local) return this.runners.filter((runner) => applies(runner.projection)).map((runner) => runner.position);
    const names = this.registry
      .all()
      .filter(applies)
      .map((projection) => projection.name);
    if (names.length === 0) return [];
    const rows = await this.sql.query<{ name: string; tx_id: string; position: number | string }>(
      `SELECT name, tx_id::text AS tx_id, position FROM projection_checkpoints
        WHERE name IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(names)],
    );
    const found = new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
    return names.map((name) => found.get(name) ?? START);
  }

  /** The projections the watchdog found stalled when it last looked (no query: for readiness). */
  stalled(): string[] {
    return this.stalledNow;
  }

  /**
   * The watchdog (every quarter of PROJECTION_STALL_MS, at most 5 s): a projection is
   * stalled when it has stayed at one position behind the newest committed event for
   * PROJECTION_STALL_MS (a failing batch, a held horizon, a dead runner in another process).
   * One indexed read, plus the checkpoint table where the runners are elsewhere.
   */
  async checkStalls(now = Date.now()): Promise<string[]> {
    const newest = await this.events.lastCommitted();
    const positions = await this.positions();
    const stalled: string[] = [];
    this.registry.all().forEach((projection, i) => {
      const position = positions[i];
      const seen = this.watches.get(projection.name);
      if (compareCheckpoints(position, newest) >= 0) {
        this.watches.set(projection.name, { position, behindSince: null });
      } else if (!seen || seen.behindSince === null || compareCheckpoints(seen.position, position) !== 0) {
        this.watches.set(projection.name, { position, behindSince: now });
      } else if (now - seen.behindSince >= this.config.projectionStallMs) {
        stalled.push(projection.name);
      }
    });
    for (const name of stalled) {
      if (!this.stalledNow.includes(name))
        this.logger.warn(`projection ${name} stalled: behind the newest event for ${this.config.projectionStallMs / 1000} s without moving`);
    }
    for (const name of this.stalledNow) if (!stalled.includes(name)) this.logger.log(`projection ${name} moves again`);
    this.stalledNow = stalled;
    return stalled;
  }

  /** The detailed report (for system admins): position, events behind, stalled. */
  async status(): Promise<ProjectionStatus[]> {
    const positions = await this.positions();
    return Promise.all(
      this.registry.all().map(async (projection, i) => {
        const { transactionId, position } = positions[i];
        const [row] = await this.sql.query<{ lag: number | string }>(
          `SELECT count(*) AS lag FROM (SELECT 1 FROM es_events
             WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) LIMIT 100000) behind`,
          [transactionId, position],
        );
        return {
          name: projection.name,
          version: projection.version,
          position,
          lag: Number(row.lag),
          stalled: this.stalledNow.includes(projection.name),
        };
      }),
    );
  }
}

/**
 * Resolves once none of `followers` is busy, or after `maxMs`. It first lets the current turn
 * end: the tail wakes every follower in one go, so their flags are set by then.
 */
export async function whenIdle(
  followers: ReadonlyArray<{ readonly busy: boolean }>,
  maxMs: number,
  giveUp: () => boolean = () => false,
): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const deadline = Date.now() + maxMs;
  while (followers.some((follower) => follower.busy) && Date.now() < deadline && !giveUp()) await new Promise((resolve) => setTimeout(resolve, 2));
}
