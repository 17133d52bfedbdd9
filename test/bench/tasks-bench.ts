// npm run bench -- tasks: the targets of issue #6, measured over HTTP and Socket.IO against
// the real app on a fresh PostgreSQL database holding BENCH_TASKS tasks in one account.
// Absolute figures (the targets are absolute): p50/p95/p99 in ms, PASS/MISS per target.
// A benchmark, not a test: a miss never fails the process; only errors do.
//
// Set-up: one organisation (tasks app), five teams, an author (create/read/edit in every
// team), a reader (read in two teams: lists through team scope keys), and the fan-out
// audience (BENCH_FANOUT_USERS members of team "Live" only), all through the app. Then
// the app stops, BENCH_TASKS tasks are appended straight to the event store (the store's
// tables, BENCH_SEED_STREAMS streams per statement: bench-app.ts), the task-list projection is
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
import { loadavg, availableParallelism } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { viewChangedEvent, type ViewChangedMessage, type WriteResult } from '@kollab/contracts';
import type { EventMetadata } from '@kollab/server/core/event-store/event-store.types';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import type { TaskEvent, TaskFields } from '@kollab/server/contexts/tasks/domain/task.events';
import { taskListProjection } from '@kollab/server/contexts/tasks/projections/task-list.projection';
import {
  BenchApp,
  benchTitle,
  env,
  inChunks,
  ms,
  ok,
  percentiles,
  random,
  SEARCH_WORDS,
  seconds,
  setNumberCounter,
  type Running,
  type SeedStream,
  type User,
} from './bench-app';
import { runClientsInWorker } from './concurrent-clients';
import { ceiling, cpuMark, cpuPerRequest, describeCpu, type CpuPerRequest } from './cpu-meter';
import { installSqlMeter, measureIdleStatements, meterNow, sqlSince, statementsDuring } from './sql-meter';

const TASKS = env('BENCH_TASKS', 100_000);
const SEED_STREAMS = env('BENCH_SEED_STREAMS', 1000);
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

export async function runTasksBench(): Promise<void> {
  const startedAt = process.hrtime.bigint();
  console.log(
    `\nIssue #6 (tasks): ${TASKS} tasks on PostgreSQL, Redis ${process.env.BENCH_REDIS_URL ? `on (${process.env.BENCH_REDIS_URL})` : 'off'}; load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  installSqlMeter();
  await BenchApp.run((bench) => measure(bench, startedAt));
}

async function measure(bench: BenchApp, startedAt: bigint): Promise<void> {
  const app = () => bench.app;
  const call = bench.call.bind(bench);

  // ---- 1. Organisation, teams, members (through the app) ---------------------------------
  let setupStep = process.hrtime.bigint();
  const [manager, author, reader] = [await bench.newUser('manager'), await bench.newUser('author'), await bench.newUser('reader')];
  const org = await bench.organisation(manager, ['contacts', 'tasks'], FANOUT_USERS + 10);
  const addMember = (member: User) => bench.addMember(org, manager, member);
  const sign = (user: User) => bench.sign(user, org);
  await addMember(author);
  await addMember(reader);
  const prefix = 'BT';
  const typeId = ok(
    await call<WriteResult>('POST', '/api/v1/account_manager/task_types', manager, { title: 'Auftrag', short: prefix }),
    'POST task_types',
  ).id;
  const team = (name: string, members: Array<[User, string[]]>) => bench.team(org, manager, name, members);
  const teams: string[] = [];
  for (let i = 0; i < TEAMS; i++) {
    teams.push(await team(`Team ${i + 1}`, [[author, ['create', 'read', 'edit']], ...(i < 2 ? [[reader, ['read']] as [User, string[]]] : [])]));
  }
  // Team "Live" has its own author: the seeded tasks' author is in no team with the fan-out
  // audience (readersOf looks at every member of the creator's teams).
  const liveAuthor = await bench.newUser('live-author');
  await addMember(liveAuthor);
  const liveTeam = await team('Live', [[liveAuthor, ['create', 'read', 'edit']]]);
  await sign(author);
  await sign(reader);
  await sign(liveAuthor);
  // The fan-out audience: FANOUT_USERS members reading team "Live" only.
  const fanUsers: User[] = [];
  for (let i = 0; i < FANOUT_USERS; i += 10) {
    fanUsers.push(...(await Promise.all(Array.from({ length: Math.min(10, FANOUT_USERS - i) }, () => bench.newUser('live')))));
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
  console.log(`  set-up: organisation, ${TEAMS + 1} teams, ${4 + FANOUT_USERS} users ${seconds(setupStep).toFixed(1)} s (through the app)`);

  // ---- 2. BENCH_TASKS tasks straight into the event store ------------------------------
  // Task i: team i % 5, status open / in_progress / closed by i % 3, published, a third
  // assigned to the author; created one minute apart, the newest now. The app stops for
  // this: its live projection runner would apply 100,000 tasks one batch at a time and the
  // tasks notifier would push each of them (readersOf per task); a rebuild is what
  // `npm run projections:rebuild` does with a store this size.
  const rand = random(6);
  const taskIds: string[] = [];
  const statusOf = (i: number) => (['open', 'in_progress', 'closed'] as const)[i % 3];
  const now = Date.now();
  const streamOf = (i: number): SeedStream => {
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
      title: benchTitle(rand),
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
  await bench.seed('tasks', TASKS, streamOf, [taskListProjection], {
    org,
    streamsPerStatement: SEED_STREAMS,
    replayAll: REPLAY_ALL,
    afterSeed: (sql) => setNumberCounter(sql, 'tasks_number_counters', org, prefix, TASKS),
  });
  const [{ n: rows }] = await app().sql.query<{ n: string }>('SELECT count(*)::text AS n FROM rm_tasks WHERE account_id = $1', [org]);
  console.log(`  rm_tasks holds ${rows} rows; set-up ${seconds(startedAt).toFixed(0)} s in all`);

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
