// npm run bench -- tasks: the targets of issue #6, measured over HTTP and Socket.IO against
// the real app on a fresh PostgreSQL database holding BENCH_TASKS tasks in one account.
// Absolute figures (the targets are absolute): p50/p95/p99 in ms, PASS/MISS per target.
// A benchmark, not a test: a miss never fails the process; only errors do.
//
// Set-up: one organisation (tasks app), five teams, an author (create/read/edit in every
// team), a reader (read in two teams: lists through team scope keys), and the fan-out
// audience (BENCH_FANOUT_USERS members of team "Live" only), all through the app. Then
// the app stops, BENCH_TASKS tasks are appended straight to the event store (the store's
// own es_append, BENCH_SEED_STREAMS streams per statement), the task-list projection is
// rebuilt (rebuildProjection, as `npm run projections:rebuild` does), and the app starts
// again on the same database for the measurements. The SQL meter counts what the process
// sends to PostgreSQL per request, background work included.
//
// Env: BENCH_TASKS (100000), BENCH_LIST_REQUESTS (200), BENCH_CLIENTS (20),
// BENCH_COMMANDS_PER_CLIENT (50), BENCH_SOCKETS (200), BENCH_FANOUT_USERS (= sockets;
// fewer: the sockets are spread over them), BENCH_CHANGES (20), BENCH_REDIS_URL (unset:
// Redis off), BENCH_EXPLAIN=1 (print the list query's plan and the statements of one
// command even when the targets are met), BENCH_REPLAY_ALL=1 (after the seed, let every
// other projection and reaction read the task events too, as a restart after an import would).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { io, type Socket } from 'socket.io-client';
import { viewChangedEvent, type Role, type ViewChangedMessage, type WriteResult } from '@kollab/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '@kollab/server/app.factory';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { loadConfig, type AppConfig } from '@kollab/server/core/config/app-config';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import { EVENT_STORE } from '@kollab/server/core/event-store/event-store';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import type { EventMetadata } from '@kollab/server/core/event-store/event-store.types';
import { ReadYourWrites } from '@kollab/server/core/projections/read-your-writes';
import { rebuildProjection } from '@kollab/server/core/projections/rebuild-projection';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import { CreateAccount, type AccountCreated } from '@kollab/server/contexts/accounts/commands/create-account.handler';
import { AddMember, type MemberAdded } from '@kollab/server/contexts/accounts/commands/add-member.handler';
import { USER_DIRECTORY, type UserDirectory } from '@kollab/server/contexts/identity/public/user-directory';
import type { TaskEvent, TaskFields } from '@kollab/server/contexts/tasks/domain/task.events';
import { taskListProjection } from '@kollab/server/contexts/tasks/projections/task-list.projection';
import { testJwtSecret } from '../support/auth-tokens';
import { createTestDatabase } from '../support/sql-drivers';
import { request, type JsonResponse } from '../support/test-app';
import { runClientsInWorker } from './concurrent-clients';
import { availableParallelism } from 'node:os';
import { ceiling, cpuMark, cpuPerRequest, describeCpu, type CpuPerRequest } from './cpu-meter';
import { installSqlMeter, measureIdleStatements, meterNow, sqlSince, statementsDuring } from './sql-meter';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TASKS = env('BENCH_TASKS', 100_000);
const SEED_STREAMS = env('BENCH_SEED_STREAMS', 1000);
const SEED_CONCURRENCY = 3;
const LIST_REQUESTS = env('BENCH_LIST_REQUESTS', 200);
const CLIENTS = env('BENCH_CLIENTS', 20);
const COMMANDS_PER_CLIENT = env('BENCH_COMMANDS_PER_CLIENT', 50);
const SOCKETS = env('BENCH_SOCKETS', 200);
const FANOUT_USERS = Math.min(SOCKETS, env('BENCH_FANOUT_USERS', SOCKETS));
const CHANGES = env('BENCH_CHANGES', 20);
/** A measurement stops early after this long (a slow server keeps the run within minutes). */
const MEASURE_CAP_MS = 45_000;
const REPLAY_ALL = process.env.BENCH_REPLAY_ALL === '1';
const TEAMS = 5;
const TASK_CHANGED = viewChangedEvent('tasks', 'task');

const TARGETS = { listP95: 50, commandP95: 30, pushP95: 100 };

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
const SEARCH_WORDS = ['pumpe', 'kran', 'heizung', 'ventil', 'sensor'];

/** Deterministic pseudo-random numbers (mulberry32): the same data every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const seconds = (start: bigint) => ms(start) / 1000;

function percentiles(samples: number[]): { p50: number; p95: number; p99: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length };
}

async function inChunks<T>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, k) => work(item, start + k)));
  }
}

/** Waits until every projection and reaction checkpoint (projection_checkpoints) reached `target`. */
async function caughtUp(sql: SqlClient, target: { transactionId: string; position: number }, what: string): Promise<void> {
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

interface User {
  id: string;
  email: string;
  token: string;
  sig: string;
}

/** The real app (as test/support/test-app.ts starts it) on a database that outlives it: set-up stops and restarts the app. */
interface Running {
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

function ok<T>(response: JsonResponse<T>, what: string, expected = [200, 201]): T {
  if (!expected.includes(response.status)) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function runTasksBench(): Promise<void> {
  const startedAt = process.hrtime.bigint();
  console.log(
    `\nIssue #6 (tasks): ${TASKS} tasks on PostgreSQL, Redis ${process.env.BENCH_REDIS_URL ? `on (${process.env.BENCH_REDIS_URL})` : 'off'}; load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
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
  const running: { app?: Running } = {};
  installSqlMeter();
  try {
    await bench(config, database.url, startedAt, running);
  } finally {
    await running.app?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bench(config: AppConfig, databaseUrl: string, startedAt: bigint, running: { app?: Running }): Promise<void> {
  const secret = config.jwtSecret ?? '';
  running.app = await startApp(config, databaseUrl);
  // The app's services, of whichever app runs now (set-up restarts it).
  const app = () => {
    if (!running.app) throw new Error('the app is not running');
    return running.app;
  };
  const users = () => app().app.get<UserDirectory>(USER_DIRECTORY, { strict: false });
  const commands = () => app().app.get(CommandBus);
  const readYourWrites = () => app().app.get(ReadYourWrites);
  const system = commandContext('_system', null);
  const call = <T = Record<string, unknown>>(method: string, path: string, user?: User, body?: unknown) =>
    request<T>(app().url, method, path, {
      body,
      headers: { ...(user ? { authorization: `Bearer ${user.token}`, account: user.sig } : {}), 'content-language': 'en' },
    });

  // ---- 1. Organisation, teams, members (through the app) ---------------------------------
  let setupStep = process.hrtime.bigint();
  const newUser = async (label: string): Promise<User> => {
    const id = randomUUID().slice(0, 8);
    const created = await users().createUser(
      { username: `${label}-${id}`, email: `${label}-${id}@example.test`, first_name: 'Bench', last_name: `${label} ${id}`, password: 'Demo-Pass-1' },
      system,
    );
    // An hour, not the tests' five minutes: set-up of 100,000 tasks takes a while.
    return {
      id: created.id,
      email: created.email,
      token: await issueAccessToken({ userId: created.id, teamIds: [], roles: [] }, secret, 3600),
      sig: '',
    };
  };
  const [manager, author, reader] = [await newUser('manager'), await newUser('author'), await newUser('reader')];
  const createdAccount = await commands().execute<CreateAccount, AccountCreated>(
    new CreateAccount(
      null,
      {
        name: `Bench-${randomUUID().slice(0, 6)}`,
        domain: `bench-${randomUUID().slice(0, 6)}`,
        apps: ['contacts', 'tasks'],
        flags: [],
        user_slots: FANOUT_USERS + 10,
        portal_user_slots: 2,
        created_by: null,
      },
      { kind: 'existing', userId: manager.id },
      true,
    ),
  );
  await readYourWrites().waitFor(createdAccount.result.checkpoint, 10_000);
  const org = createdAccount.accountId;
  const addMember = async (member: User, roles: Role[] = ['user']) => {
    const added = await commands().execute<AddMember, MemberAdded>(
      new AddMember(commandContext(org, manager.id), { email: member.email, roles }, { kind: 'invite' }),
    );
    await readYourWrites().waitFor(added.result.checkpoint, 10_000);
  };
  const sign = async (user: User) => {
    user.sig = ok(await call<{ signature: string }>('GET', `/api/v1/accounts/${org}`, user), 'GET v1/accounts').signature;
  };
  await sign(manager);
  await addMember(author);
  await addMember(reader);
  const prefix = 'BT';
  const typeId = ok(
    await call<WriteResult>('POST', '/api/v1/account_manager/task_types', manager, { title: 'Auftrag', short: prefix }),
    'POST task_types',
  ).id;
  const team = async (name: string, members: Array<[User, string[]]>) => {
    const named = members.map(([user, permissions]) => ({ user_id: user.id, permissions, extended_permissions: false }));
    const id = ok(await call<WriteResult>('POST', '/api/v1/teams', manager, { name, short: name.slice(0, 5), members: named }), 'POST teams').id;
    await sign(manager); // the creator joined as the team's first admin
    return id;
  };
  const teams: string[] = [];
  for (let i = 0; i < TEAMS; i++) {
    teams.push(await team(`Team ${i + 1}`, [[author, ['create', 'read', 'edit']], ...(i < 2 ? [[reader, ['read']] as [User, string[]]] : [])]));
  }
  // Team "Live" has its own author: the seeded tasks' author is in no team with the fan-out
  // audience (readersOf looks at every member of the creator's teams).
  const liveAuthor = await newUser('live-author');
  await addMember(liveAuthor);
  const liveTeam = await team('Live', [[liveAuthor, ['create', 'read', 'edit']]]);
  await sign(author);
  await sign(reader);
  await sign(liveAuthor);
  // The fan-out audience: FANOUT_USERS members reading team "Live" only.
  const fanUsers: User[] = [];
  for (let i = 0; i < FANOUT_USERS; i += 10) {
    fanUsers.push(...(await Promise.all(Array.from({ length: Math.min(10, FANOUT_USERS - i) }, () => newUser('live')))));
  }
  // Five at a time; one that collides with another (409 on a shared stream) is retried alone.
  await inChunks(fanUsers, 5, async (user) => {
    await addMember(user).catch(() => addMember(user));
  });
  const joinLive = (user: User) =>
    call('POST', `/api/v1/teams/${liveTeam}/members`, manager, { user_id: user.id, permissions: ['read'], extended_permissions: false });
  await inChunks(fanUsers, 5, async (user) => {
    const first = await joinLive(user);
    ok(first.status === 409 ? await joinLive(user) : first, 'POST team members');
  });
  await inChunks(fanUsers, 10, sign);
  const orgSeconds = seconds(setupStep);

  // ---- 2. BENCH_TASKS tasks straight into the event store ------------------------------
  // Task i: team i % 5, status open / in_progress / closed by i % 3, published, a third
  // assigned to the author; created one minute apart, the newest now.
  const rand = random(6);
  const taskIds: string[] = [];
  const statusOf = (i: number) => (['open', 'in_progress', 'closed'] as const)[i % 3];
  const now = Date.now();
  const streamOf = (i: number) => {
    const id = randomUUID();
    taskIds.push(id);
    const occurredAt = new Date(now - (TASKS - i) * 60_000).toISOString();
    const metadata: EventMetadata = {
      accountId: org,
      actorId: author.id,
      occurredAt,
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    };
    const fields: TaskFields = {
      title: `${VERBS[Math.floor(rand() * VERBS.length)]} ${OBJECTS[Math.floor(rand() * OBJECTS.length)]} ${PLACES[Math.floor(rand() * PLACES.length)]}`,
      type: typeId,
      team: teams[i % TEAMS],
      claims: [],
      description: null,
      priority: (['low', 'normal', 'normal', 'high', 'urgent'] as const)[Math.floor(rand() * 5)],
      start_date: null,
      due_date: null,
      estimation: null,
      comments_enabled: true,
    };
    const taskEvents: TaskEvent[] = [
      { type: 'TaskCreated', data: { ...fields, number: `${prefix}-${i + 1}`, created_by: author.id } },
      { type: 'TaskPublished', data: { published_at: occurredAt, published_by: author.id } },
    ];
    if (statusOf(i) !== 'open') taskEvents.push({ type: 'TaskStatusChanged', data: { status: statusOf(i) } });
    if (i % 3 === 1) taskEvents.push({ type: 'TaskAssigned', data: { user_id: author.id } });
    return { stream: `task-${id}`, events: taskEvents.map((event) => ({ id: randomUUID(), ...event, metadata })) };
  };
  // The app stops for this: its live projection runner would apply 100,000 tasks one
  // batch at a time and the tasks notifier would push each of them (readersOf per task);
  // a rebuild is what `npm run projections:rebuild` does with a store this size.
  await caughtUp(app().sql, await app().app.get<SqlEventStore>(EVENT_STORE).lastCommitted(), 'app 1');
  await app().close();
  running.app = undefined;
  const seedSql = await PgSqlClient.open(databaseUrl, SEED_CONCURRENCY + 1);
  let appendedEvents = 0;
  let appendSeconds: number;
  let rebuildSeconds: number;
  let applied: number;
  try {
    const store = await SqlEventStore.open(seedSql);
    const batches = Array.from({ length: Math.ceil(TASKS / SEED_STREAMS) }, (_, b) => b);
    const seedStart = process.hrtime.bigint();
    await inChunks(batches, SEED_CONCURRENCY, async (b) => {
      const streams = Array.from({ length: Math.min(SEED_STREAMS, TASKS - b * SEED_STREAMS) }, (_, k) => streamOf(b * SEED_STREAMS + k));
      appendedEvents += streams.reduce((sum, stream) => sum + stream.events.length, 0);
      // The store's own es_append per stream (its checks), many streams per statement.
      const rows = await seedSql.query<{ outcome: string }>(
        `SELECT a.outcome FROM jsonb_to_recordset($1::jsonb) AS r(stream text, events jsonb),
           LATERAL es_append(r.stream, $2, 'no_stream', 0, r.events) AS a`,
        [JSON.stringify(streams), org],
      );
      if (rows.length !== streams.length || rows.some((row) => row.outcome !== 'appended')) throw new Error('seed append refused');
    });
    await seedSql.query(
      `INSERT INTO tasks_number_counters (account_id, prefix, last_number) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, prefix) DO UPDATE SET last_number = EXCLUDED.last_number`,
      [org, prefix, TASKS],
    );
    appendSeconds = seconds(seedStart);
    const rebuildStart = process.hrtime.bigint();
    let reported = process.hrtime.bigint();
    applied = await rebuildProjection(seedSql, store, taskListProjection, {
      batchSize: 1000,
      onProgress: (done, total) => {
        if (seconds(reported) < 20) return;
        reported = process.hrtime.bigint();
        console.log(`  … rebuilding task-list: ${done} of ${total} events after ${seconds(rebuildStart).toFixed(0)} s`);
      },
    });
    rebuildSeconds = seconds(rebuildStart);
    await seedSql.query('ANALYZE rm_tasks');
    if (!REPLAY_ALL) {
      // Every other projection and reaction was caught up before the appends, and none
      // of them does anything with these task events (the overdue reaction: no due
      // dates): move them past, as their skipping would. BENCH_REPLAY_ALL=1 lets them
      // read all the events instead (the process's EventTail reads the types once and
      // moves the runners that apply none of them past in memory).
      const head = await store.lastCommitted();
      await seedSql.query(`UPDATE projection_checkpoints SET tx_id = $1::xid8, position = $2, updated_at = now() WHERE name <> $3`, [
        head.transactionId,
        head.position,
        taskListProjection.name,
      ]);
    }
  } finally {
    await seedSql.close();
  }
  // The app again: its other projections and reactions skip or apply the task events from their checkpoints.
  const restart = process.hrtime.bigint();
  running.app = await startApp(config, databaseUrl);
  const target = await app().app.get<SqlEventStore>(EVENT_STORE).lastCommitted();
  while (!(await readYourWrites().waitFor(target, 20_000))) console.log('  … waiting for the projections after the restart');
  await caughtUp(app().sql, target, 'app 2');
  const restartSeconds = seconds(restart);
  const [{ n: rows }] = await app().sql.query<{ n: string }>('SELECT count(*)::text AS n FROM rm_tasks WHERE account_id = $1', [org]);
  console.log(
    `  set-up: organisation, ${TEAMS + 1} teams, ${4 + FANOUT_USERS} users ${orgSeconds.toFixed(1)} s (app 1); ` +
      `${TASKS} tasks = ${appendedEvents} events appended in ${appendSeconds.toFixed(1)} s (${(appendedEvents / appendSeconds).toFixed(0)} events/s, ` +
      `${SEED_STREAMS} streams per es_append statement, ${SEED_CONCURRENCY} statements at a time); ` +
      `task-list rebuild ${applied} events in ${rebuildSeconds.toFixed(1)} s = ${(applied / rebuildSeconds).toFixed(0)} events/s (${(TASKS / rebuildSeconds).toFixed(0)} tasks/s); ` +
      `app 2 started and its projections and reactions caught up in ${restartSeconds.toFixed(1)} s${REPLAY_ALL ? ' (replaying every event)' : ' (moved past the task events)'}; rm_tasks holds ${rows} rows; set-up ${seconds(startedAt).toFixed(0)} s in all`,
  );

  const results: Array<{ measure: string; p50: number; p95: number; p99: number; n: number; target?: number; note?: string }> = [];

  // The app's background statements while idle (the runners' polling): in every per-request figure below.
  {
    await new Promise((r) => setTimeout(r, 1000));
    const idleStatementsPerSecond = await measureIdleStatements(3000);
    console.log(`  idle app: ${idleStatementsPerSecond.toFixed(0)} SQL statements/s in the background (projection and reaction runners polling)`);
  }

  // ---- 3a. GET v1/tasks with a filter and a search term --------------------------------
  const listQueries = {
    status: (word: string) => `/api/v1/tasks?filter[status]=open&filter[search]=${encodeURIComponent(word)}`,
    team: (word: string) => `/api/v1/tasks?filter[status]=open&filter[team]=${teams[0]}&filter[search]=${encodeURIComponent(word)}`,
    plain: () => '/api/v1/tasks',
  };
  const listTotals: Record<string, number> = {};
  const listSql: Record<string, { statements: number; ms: number; at: number; note?: string }> = {};
  const measureList = async (name: keyof typeof listQueries, count: number, capMs = MEASURE_CAP_MS) => {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) await call('GET', listQueries[name](SEARCH_WORDS[i % SEARCH_WORDS.length]), reader); // warm-up
    listSql[name] = meterNow();
    const started = process.hrtime.bigint();
    for (let i = 0; i < count && ms(started) < capMs; i++) {
      const path = listQueries[name](SEARCH_WORDS[i % SEARCH_WORDS.length]);
      const start = process.hrtime.bigint();
      const body = ok(await call<{ meta: { total: number } }>('GET', path, reader), `GET ${path}`, [200]);
      samples.push(ms(start));
      if (i === 0) listTotals[name] = body.meta.total;
    }
    listSql[name] = { ...listSql[name], note: sqlSince(listSql[name], samples.length) };
    return samples;
  };
  {
    const main = percentiles(await measureList('status', LIST_REQUESTS));
    results.push({
      measure: 'GET v1/tasks filter[status]+filter[search] (reader, team scope)',
      ...main,
      target: TARGETS.listP95,
      note: `${listTotals.status} matches of '${SEARCH_WORDS[0]}'; ${listSql.status.note}`,
    });
    const withTeam = percentiles(await measureList('team', Math.ceil(LIST_REQUESTS / 2), MEASURE_CAP_MS / 3));
    results.push({ measure: '  same + filter[team]', ...withTeam, note: `${listTotals.team} matches; ${listSql.team.note}` });
    const plain = percentiles(await measureList('plain', Math.ceil(LIST_REQUESTS / 2), MEASURE_CAP_MS / 3));
    results.push({ measure: '  no filter, first page of 25', ...plain, note: `${listTotals.plain} readable; ${listSql.plain.note}` });
  }

  // ---- 3b. Command round trip: CLIENTS concurrent clients, PATCH …/status --------------
  // Each client on its own open task of team 1 (i % 15 == 0: team 1, open), status
  // alternating in_progress / open: every request appends one event and waits for the
  // read models (read-your-writes) before it answers. One client alone first (info).
  /** The CPU figures of the last round-trip run: the concurrent one (it runs after the single client). */
  let commandCpu: CpuPerRequest | undefined;
  const roundTrips = async (clients: string[], perClient: number) => {
    const meterFrom = meterNow();
    const cpuFrom = cpuMark();
    // The clients run on their own thread (concurrent-clients.ts), as real clients would.
    const run = await runClientsInWorker({
      url: app().url,
      headers: { authorization: `Bearer ${author.token}`, account: author.sig, 'content-language': 'en' },
      taskIds: clients,
      perClient,
      capMs: MEASURE_CAP_MS,
    });
    if (run.failures.length > 0) throw new Error(`PATCH v1/tasks/{id}/status failed: ${run.failures.slice(0, 3).join('; ')}`);
    const { samples, accepted } = run;
    commandCpu = cpuPerRequest(cpuFrom, samples.length);
    const note = `${(samples.length / (run.elapsedMs / 1000)).toFixed(0)} commands/s${accepted ? `; ${accepted} answered 202 (read models not caught up in time)` : ''}; ${sqlSince(meterFrom, samples.length)}; ${describeCpu(commandCpu)}`;
    return { ...percentiles(samples), note };
  };
  {
    const own = taskIds.filter((_, i) => i % 15 === 0).slice(-(CLIENTS + 1));
    results.push({ measure: '  same, 1 client alone', ...(await roundTrips(own.slice(CLIENTS), COMMANDS_PER_CLIENT)) });
    results.splice(results.length - 1, 0, {
      measure: `PATCH v1/tasks/{id}/status round trip, ${CLIENTS} concurrent clients`,
      ...(await roundTrips(own.slice(0, CLIENTS), COMMANDS_PER_CLIENT)),
      target: TARGETS.commandP95,
    });
  }

  // ---- 3c. Push fan-out: SOCKETS sockets of FANOUT_USERS team members ------------------
  setupStep = process.hrtime.bigint();
  const sockets: Socket[] = [];
  const arrivals = new Map<number, number[]>();
  let liveTask = '';
  await inChunks(
    Array.from({ length: SOCKETS }, (_, i) => fanUsers[i % fanUsers.length]),
    20,
    async (user) => {
      const socket = io(app().url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token: user.token, account: user.sig },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      socket.on(TASK_CHANGED, (message: ViewChangedMessage<{ version: number }>) => {
        if (message.id === liveTask) if (message.view) arrivals.get(message.view.version)?.push(Number(process.hrtime.bigint()) / 1e6);
      });
      sockets.push(socket);
    },
  );
  const fanSetupSeconds = seconds(setupStep);
  try {
    const waitAll = async (version: number, timeoutMs: number) => {
      const until = Date.now() + timeoutMs;
      while ((arrivals.get(version)?.length ?? 0) < SOCKETS && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
    };
    // The task (created and published), pushed to all sockets: warms every path.
    const created = ok(
      await call<WriteResult>('POST', '/api/v1/tasks', liveAuthor, { title: 'Live Pumpe', type: typeId, team: liveTeam, published: true }),
      'POST v1/tasks',
    );
    liveTask = created.id;
    let version = created.version;
    await new Promise((r) => setTimeout(r, 500));
    const samples: number[] = [];
    const lastPerChange: number[] = [];
    const answered: number[] = [];
    let missing = 0;
    const meterFrom = meterNow();
    for (let c = 0; c < CHANGES; c++) {
      const expected = version + 1;
      arrivals.set(expected, []);
      const t0 = Number(process.hrtime.bigint()) / 1e6;
      const response = ok(
        await call<WriteResult>('PATCH', `/api/v1/tasks/${liveTask}/status`, liveAuthor, { status: c % 2 === 0 ? 'in_progress' : 'open' }),
        'PATCH status',
        [200, 202],
      );
      answered.push(Number(process.hrtime.bigint()) / 1e6 - t0);
      version = response.version;
      await waitAll(expected, 10_000);
      const got = arrivals.get(expected) ?? [];
      missing += SOCKETS - got.length;
      const latencies = got.map((at) => at - t0);
      samples.push(...latencies);
      lastPerChange.push(Math.max(...latencies));
      await new Promise((r) => setTimeout(r, 50));
    }
    results.push({
      measure: `push tasks/taskChanged to ${SOCKETS} sockets (${fanUsers.length} users), PATCH sent → received`,
      ...percentiles(samples),
      target: TARGETS.pushP95,
      note: `${CHANGES} changes; last socket per change p50 ${percentiles(lastPerChange).p50.toFixed(1)} ms; the PATCH itself answered in p50 ${percentiles(answered).p50.toFixed(1)} ms${missing ? `; ${missing} pushes missing` : ''}; ${sqlSince(meterFrom, CHANGES).replace('request', 'change')}`,
    });
  } finally {
    sockets.forEach((socket) => socket.close());
  }
  console.log(
    `  fan-out set-up: ${SOCKETS} sockets of ${fanUsers.length} users (members of team "Live" only) connected in ${fanSetupSeconds.toFixed(1)} s`,
  );

  // ---- 4. Table, and where the list's time goes -----------------------------------------
  console.log(
    `\nIssue #6 targets (${TASKS} tasks, PostgreSQL, Redis ${process.env.BENCH_REDIS_URL ? 'on' : 'off'}; the command clients run on their own thread, the list requests and the 200 sockets in the server's process, all on 2 cores with PostgreSQL: load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.table(
    results.map((row) => ({
      measure: row.measure,
      'p50 ms': row.p50.toFixed(1),
      'p95 ms': row.p95.toFixed(1),
      'p99 ms': row.p99.toFixed(1),
      n: row.n,
      target: row.target ? `p95 < ${row.target} ms` : '(info)',
      verdict: row.target === undefined ? '' : row.p95 < row.target ? 'PASS' : 'MISS',
      note: row.note ?? '',
    })),
  );
  if (results[0].p95 >= TARGETS.listP95 || process.env.BENCH_EXPLAIN === '1')
    await explainList(app(), () => call('GET', listQueries.status(SEARCH_WORDS[0]), reader));
  if (results.some((row) => row.target !== undefined && row.p95 >= row.target) || process.env.BENCH_EXPLAIN === '1') {
    const id = taskIds[0];
    console.log(
      `\nOne PATCH v1/tasks/{id}/status (a task of team 1, read by 2 users), statements sent meanwhile: ${await statementsDuring(() => call('PATCH', `/api/v1/tasks/${id}/status`, author, { status: 'closed' }))}`,
    );
    console.log(
      `\nOne GET v1/tasks (the target query), statements sent meanwhile: ${await statementsDuring(() => call('GET', listQueries.status(SEARCH_WORDS[0]), reader))}`,
    );
  }
  const missed = results.filter((row) => row.target !== undefined && row.p95 >= row.target);
  console.log(
    missed.length === 0
      ? '\nAll issue #6 targets met.'
      : `\n${missed.length} issue #6 target(s) missed: ${missed.map((r) => r.measure.trim()).join('; ')}`,
  );
  if (commandCpu && missed.some((row) => row.target === TARGETS.commandP95)) {
    console.log(`The command round trip is throughput-bound: ${ceiling(commandCpu, CLIENTS, TARGETS.commandP95, availableParallelism())}.`);
  }
  console.log(`Whole run ${seconds(startedAt).toFixed(0)} s.`);
}

/** Captures the SQL of one list request (the read store's find on rm_tasks) and prints its EXPLAIN ANALYZE. */
async function explainList(t: Running, send: () => Promise<unknown>): Promise<void> {
  const sql = t.sql as { query: SqlClient['query'] };
  const original = sql.query;
  const captured: Array<{ text: string; params?: readonly unknown[] }> = [];
  sql.query = function capture(this: unknown, text: string, params?: readonly unknown[]) {
    if (/FROM rm_tasks\b/.test(text) && /ORDER BY/.test(text)) captured.push({ text, params });
    return original.call(this, text, params);
  } as typeof original;
  try {
    await send();
  } finally {
    sql.query = original;
  }
  const query = captured[0];
  if (!query) {
    console.log('(the list query was not captured)');
    return;
  }
  const plan = await t.sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.params);
  console.log(`\nThe list query (parameters ${JSON.stringify(query.params).slice(0, 400)}):\n${query.text.replace(/\s+/g, ' ')}\n`);
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
}

if (require.main === module) {
  runTasksBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
