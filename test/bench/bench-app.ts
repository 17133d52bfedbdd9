// What the benchmarks against the real app share (tasks-bench.ts, offers-bench.ts): the app
// on a fresh PostgreSQL database that outlives it, users and an organisation made through
// the app, many item streams appended straight to the event store with their list
// projection rebuilt (as `npm run projections:rebuild` does), and the statistics.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { App, Role } from '@kollab/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '@kollab/server/app.factory';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { loadConfig, type AppConfig } from '@kollab/server/core/config/app-config';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import { EVENT_STORE } from '@kollab/server/core/event-store/event-store';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import type { EventMetadata } from '@kollab/server/core/event-store/event-store.types';
import type { Projection } from '@kollab/server/core/projections/projection';
import { ReadYourWrites } from '@kollab/server/core/projections/read-your-writes';
import { rebuildProjection } from '@kollab/server/core/projections/rebuild-projection';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import { CreateAccount, type AccountCreated } from '@kollab/server/contexts/accounts/commands/create-account.handler';
import { AddMember, type MemberAdded } from '@kollab/server/contexts/accounts/commands/add-member.handler';
import { USER_DIRECTORY, type UserDirectory } from '@kollab/server/contexts/identity/public/user-directory';
import { testJwtSecret } from '../support/auth-tokens';
import { createTestDatabase } from '../support/sql-drivers';
import { request, type JsonResponse } from '../support/test-app';

export const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// Titles from a small vocabulary: each object word is in 1/20 of the titles.
const VERBS = ['Prüfen', 'Angebot für', 'Wartung', 'Reparatur', 'Lieferung', 'Rückruf wegen', 'Montage', 'Rechnung zu'];
const OBJECTS = [
  'Pumpe',
  'Kran',
  'Förderband',
  'Heizung',
  'Lüftung',
  'Dach',
  'Fenster',
  'Tor',
  'Aufzug',
  'Kessel',
  'Steuerung',
  'Motor',
  'Getriebe',
  'Ventil',
  'Filter',
  'Leitung',
  'Schalter',
  'Sensor',
  'Kabel',
  'Rahmen',
];
const PLACES = ['Nord', 'Süd', 'Halle 3', 'Werk 2', 'Lager', 'Büro', 'Standort Ulm', 'Kunde Meier'];
export const SEARCH_WORDS = ['pumpe', 'kran', 'heizung', 'ventil', 'sensor'];

/** A title of the vocabulary: each object word is in about 1/20 of them. */
export const benchTitle = (rand: () => number): string =>
  `${VERBS[Math.floor(rand() * VERBS.length)]} ${OBJECTS[Math.floor(rand() * OBJECTS.length)]} ${PLACES[Math.floor(rand() * PLACES.length)]}`;

/** The last number given under `prefix` (tasks_number_counters, offers_number_counters), after a seed. */
export async function setNumberCounter(sql: SqlClient, table: string, org: string, prefix: string, last: number): Promise<void> {
  await sql.query(
    `INSERT INTO ${table} (account_id, prefix, last_number) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, prefix) DO UPDATE SET last_number = EXCLUDED.last_number`,
    [org, prefix, last],
  );
}

/** Deterministic pseudo-random numbers (mulberry32): the same data every run. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
export const seconds = (start: bigint) => ms(start) / 1000;

export function percentiles(samples: number[]): { p50: number; p95: number; p99: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length };
}

export async function inChunks<T>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, k) => work(item, start + k)));
  }
}

/** Waits until every projection and reaction checkpoint (projection_checkpoints) reached `target`. */
export async function caughtUp(sql: SqlClient, target: { transactionId: string; position: number }, what: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [{ behind }] = await sql.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM projection_checkpoints WHERE (tx_id, position) < ($1::xid8, $2::bigint)`,
      [target.transactionId, target.position],
    );
    if (behind === 0) return;
    if (Date.now() - started > 300_000) throw new Error(`${what}: ${behind} projections or reactions did not catch up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface User {
  id: string;
  email: string;
  token: string;
  sig: string;
}

/** The real app (as test/support/test-app.ts starts it) on a database that outlives it: set-up stops and restarts the app. */
export interface Running {
  app: NestExpressApplication;
  sql: SqlClient;
  url: string;
  close(): Promise<void>;
}

async function startApp(config: AppConfig, databaseUrl: string): Promise<Running> {
  const sql = await PgSqlClient.open(databaseUrl, 20);
  const app = await createApp({ config, sqlClient: sql });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    sql,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await sql.close();
    },
  };
}

export function ok<T>(response: JsonResponse<T>, what: string, expected = [200, 201]): T {
  if (!expected.includes(response.status)) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** One item's stream as the seed appends it: its events carry the metadata of their stream. */
export interface SeedStream {
  stream: string;
  events: Array<{ id: string; type: string; data: unknown; metadata: EventMetadata }>;
}

/**
 * The app on a fresh PostgreSQL database (Redis when BENCH_REDIS_URL is set), with what the
 * benchmarks do through it and around it; `run` gets it started, and everything is dropped after.
 */
export class BenchApp {
  private running?: Running;

  private constructor(
    readonly config: AppConfig,
    readonly databaseUrl: string,
  ) {}

  static async run(work: (bench: BenchApp) => Promise<void>): Promise<void> {
    Logger.overrideLogger(false);
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'kollab-bench-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      DATA_DIR: dataDir,
      JWT_SECRET: testJwtSecret(),
      PUBLIC_URL: 'https://kollab.test',
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
    });
    const bench = new BenchApp(config, database.url);
    try {
      await bench.start();
      await work(bench);
    } finally {
      await bench.running?.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  async start(): Promise<void> {
    this.running = await startApp(this.config, this.databaseUrl);
  }

  async stop(): Promise<void> {
    await this.running?.close();
    this.running = undefined;
  }

  /** The app that runs now (set-up restarts it). */
  get app(): Running {
    if (!this.running) throw new Error('the app is not running');
    return this.running;
  }

  get commands(): CommandBus {
    return this.app.app.get(CommandBus);
  }

  get readYourWrites(): ReadYourWrites {
    return this.app.app.get(ReadYourWrites);
  }

  call<T = Record<string, unknown>>(method: string, path: string, user?: User, body?: unknown): Promise<JsonResponse<T>> {
    return request<T>(this.app.url, method, path, {
      body,
      headers: { ...(user ? { authorization: `Bearer ${user.token}`, account: user.sig } : {}), 'content-language': 'en' },
    });
  }

  /** A user made through the identity context, with a token for an hour (set-up of 100,000 items takes a while). */
  async newUser(label: string): Promise<User> {
    const id = randomUUID().slice(0, 8);
    const users = this.app.app.get<UserDirectory>(USER_DIRECTORY, { strict: false });
    const created = await users.createUser(
      { username: `${label}-${id}`, email: `${label}-${id}@example.test`, first_name: 'Bench', last_name: `${label} ${id}`, password: 'Demo-Pass-1' },
      commandContext('_system', null),
    );
    return {
      id: created.id,
      email: created.email,
      token: await issueAccessToken({ userId: created.id, teamIds: [], roles: [] }, this.config.jwtSecret ?? '', 3600),
      sig: '',
    };
  }

  /** An organisation with `apps`, `manager` its manager (signed in to it); the account's id. */
  async organisation(manager: User, apps: App[], userSlots: number): Promise<string> {
    const created = await this.commands.execute<CreateAccount, AccountCreated>(
      new CreateAccount(
        null,
        {
          name: `Bench-${randomUUID().slice(0, 6)}`,
          domain: `bench-${randomUUID().slice(0, 6)}`,
          apps,
          flags: [],
          user_slots: userSlots,
          portal_user_slots: 2,
          created_by: null,
        },
        { kind: 'existing', userId: manager.id },
        true,
      ),
    );
    await this.readYourWrites.waitFor(created.result.checkpoint, 10_000);
    await this.sign(manager, created.accountId);
    return created.accountId;
  }

  async addMember(org: string, manager: User, member: User, roles: Role[] = ['user']): Promise<void> {
    const added = await this.commands.execute<AddMember, MemberAdded>(
      new AddMember(commandContext(org, manager.id), { email: member.email, roles }, { kind: 'invite' }),
    );
    await this.readYourWrites.waitFor(added.result.checkpoint, 10_000);
  }

  /** The user's signature of the account (GET v1/accounts/{id}), sent with every later call. */
  async sign(user: User, org: string): Promise<void> {
    user.sig = ok(await this.call<{ signature: string }>('GET', `/api/v1/accounts/${org}`, user), 'GET v1/accounts').signature;
  }

  /** A team made by the manager (who joins it as its first admin and signs again). */
  async team(org: string, manager: User, name: string, members: Array<[User, string[]]>): Promise<string> {
    const named = members.map(([user, permissions]) => ({ user_id: user.id, permissions, extended_permissions: false }));
    const id = ok(
      await this.call<{ id: string }>('POST', '/api/v1/teams', manager, { name, short: name.slice(0, 5), members: named }),
      'POST teams',
    ).id;
    await this.sign(manager, org);
    return id;
  }

  /**
   * Stops the app, writes the streams straight into the event store's tables
   * (`streamsPerStatement` streams per statement, 3 statements at a time), runs `afterSeed` on
   * the database (number counters), rebuilds `projections`, moves every other projection and
   * reaction past the new events (none of them does anything with them unless `replayAll`), and
   * starts the app again, caught up. Prints what it took.
   */
  async seed(
    what: string,
    count: number,
    streamOf: (i: number) => SeedStream,
    projections: Projection[],
    options: { org: string; streamsPerStatement: number; replayAll?: boolean; afterSeed?: (sql: SqlClient) => Promise<void> },
  ): Promise<void> {
    const concurrency = 3;
    await caughtUp(this.app.sql, await this.app.app.get<SqlEventStore>(EVENT_STORE).lastCommitted(), 'app before the seed');
    await this.stop();
    const seedSql = await PgSqlClient.open(this.databaseUrl, concurrency + 1);
    let appended = 0;
    const notes: string[] = [];
    try {
      const store = await SqlEventStore.open(seedSql);
      const batches = Array.from({ length: Math.ceil(count / options.streamsPerStatement) }, (_, b) => b);
      const seedStart = process.hrtime.bigint();
      await inChunks(batches, concurrency, async (b) => {
        const first = b * options.streamsPerStatement;
        const streams = Array.from({ length: Math.min(options.streamsPerStatement, count - first) }, (_, k) => streamOf(first + k));
        appended += streams.reduce((sum, stream) => sum + stream.events.length, 0);
        // Straight into the store's tables, many streams per statement: the app is stopped, so no
        // reader races these transactions (es_append takes one stream per transaction).
        const [{ streams: written }] = await seedSql.query<{ streams: number }>(
          `WITH r AS (SELECT * FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (stream text, events jsonb)) WITH ORDINALITY AS r(stream, events, ord)),
                s AS (INSERT INTO es_streams (stream_id, account_id, version)
                      SELECT r.stream, $2, jsonb_array_length(r.events) FROM r RETURNING 1),
                e AS (INSERT INTO es_events (stream_id, stream_position, account_id, event_id, type, data, metadata)
                      SELECT r.stream, x.n, $2, (x.e->>'id')::uuid, x.e->>'type', x.e->'data', x.e->'metadata'
                        FROM r, jsonb_array_elements(r.events) WITH ORDINALITY AS x(e, n)
                       ORDER BY r.ord, x.n RETURNING 1)
           SELECT (SELECT count(*) FROM s)::int AS streams`,
          [JSON.stringify(streams), options.org],
        );
        if (written !== streams.length) throw new Error('seed append refused');
      });
      await options.afterSeed?.(seedSql);
      const appendSeconds = seconds(seedStart);
      notes.push(
        `${count} ${what} = ${appended} events appended in ${appendSeconds.toFixed(1)} s (${(appended / appendSeconds).toFixed(0)} events/s, ` +
          `${options.streamsPerStatement} streams per statement, ${concurrency} statements at a time)`,
      );
      for (const projection of projections) {
        const rebuildStart = process.hrtime.bigint();
        let reported = process.hrtime.bigint();
        const applied = await rebuildProjection(seedSql, store, projection, {
          batchSize: 1000,
          onProgress: (done, total) => {
            if (seconds(reported) < 20) return;
            reported = process.hrtime.bigint();
            console.log(`  … rebuilding ${projection.name}: ${done} of ${total} events after ${seconds(rebuildStart).toFixed(0)} s`);
          },
        });
        const rebuildSeconds = seconds(rebuildStart);
        for (const collection of projection.collections) await seedSql.query(`ANALYZE rm_${collection}`);
        notes.push(
          `${projection.name} rebuild ${applied} events in ${rebuildSeconds.toFixed(1)} s = ${(applied / rebuildSeconds).toFixed(0)} events/s`,
        );
      }
      if (!options.replayAll) {
        // Every other projection and reaction was caught up before the appends and does nothing
        // with these events: move them past, as their skipping would.
        const head = await store.lastCommitted();
        await seedSql.query(`UPDATE projection_checkpoints SET tx_id = $1::xid8, position = $2, updated_at = now() WHERE NOT (name = ANY($3))`, [
          head.transactionId,
          head.position,
          projections.map((projection) => projection.name),
        ]);
      }
    } finally {
      await seedSql.close();
    }
    const restart = process.hrtime.bigint();
    await this.start();
    const target = await this.app.app.get<SqlEventStore>(EVENT_STORE).lastCommitted();
    while (!(await this.readYourWrites.waitFor(target, 20_000))) console.log('  … waiting for the projections after the restart');
    await caughtUp(this.app.sql, target, 'app after the seed');
    notes.push(
      `app restarted and its projections and reactions caught up in ${seconds(restart).toFixed(1)} s${options.replayAll ? ' (replaying every event)' : ' (moved past the seeded events)'}`,
    );
    console.log(`  seed: ${notes.join('; ')}`);
  }
}
