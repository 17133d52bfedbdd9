// npm run bench -- notifications: the target of issue 17. A comment on a task that
// BENCH_WATCHERS (500) members watch: their notifications stored and pushed (the socket of each
// watcher holds `notifications/changed` with its new count) within p95 < 500 ms, and the
// comment's own round trip (POST …/comments, answered once the read models have it) beside the
// same on a task the same members read but nobody watches (a stream as long, the same task pushes). A benchmark, not a test: a miss never fails the process.
//
// Set-up through the app: an organisation, an author, BENCH_WATCHERS members (added five at a
// time), each signed in with a socket; a published task of the author's that every member
// reads (a viewer) and watches — those 2 × BENCH_WATCHERS events appended to the task's stream
// in one go (the app's own projections apply them live). The watchers' sockets listen on their own
// thread (socket-listeners.ts), as clients on other machines would. Measured: BENCH_COMMENTS comments by
// the author, one after the other once the last one's pushes arrived (each after the previous
// burst's minute: the group of the first absorbs the rest, so every comment is one
// notification update per watcher and one count push each).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { WriteResult } from '@kollab/contracts';
import { EVENT_STORE } from '@kollab/server/core/event-store/event-store';
import type { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { BenchApp, env, inChunks, ms, ok, percentiles, seconds, type User } from './bench-app';
import { epochMs, SocketListeners } from './socket-listeners';

const WATCHERS = env('BENCH_WATCHERS', 500);
const COMMENTS = env('BENCH_COMMENTS', 10);
const TARGET_P95_MS = 500;

export async function runNotificationsBench(): Promise<void> {
  const startedAt = process.hrtime.bigint();
  console.log(
    `\nIssue 17 (notifications): a comment to ${WATCHERS} watchers on PostgreSQL; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await BenchApp.run(async (bench) => {
    const call = bench.call.bind(bench);
    const manager = await bench.newUser('manager');
    const org = await bench.organisation(manager, ['contacts', 'tasks'], WATCHERS + 10);
    const author = await bench.newUser('author');
    await bench.addMember(org, manager, author);
    const watchers: User[] = [];
    for (let i = 0; i < WATCHERS; i += 10)
      watchers.push(...(await Promise.all(Array.from({ length: Math.min(10, WATCHERS - i) }, () => bench.newUser('watcher')))));
    await inChunks(watchers, 5, async (user) => {
      await bench.addMember(org, manager, user).catch(() => bench.addMember(org, manager, user));
    });
    const typeId = ok(await call<WriteResult>('POST', '/api/v1/account_manager/task_types', manager, { title: 'Auftrag', short: 'BN' }), 'type').id;
    const team = await bench.team(org, manager, 'Technik', [[author, ['create', 'read', 'edit']]]);
    await bench.sign(author, org);
    await inChunks(watchers, 10, (user) => bench.sign(user, org));
    const task = ok(
      await call<WriteResult>('POST', '/api/v1/tasks', author, { title: 'Beobachtete Pumpe', type: typeId, team, published: true }),
      'task',
    );
    const quiet = ok(
      await call<WriteResult>('POST', '/api/v1/tasks', author, { title: 'Unbeobachtet', type: typeId, team, published: true }),
      'quiet task',
    );
    // Every member reads (a viewer) and watches the task: appended in one go, as the commands would.
    const store = bench.app.app.get<SqlEventStore>(EVENT_STORE);
    const metadata = {
      accountId: org,
      actorId: author.id,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    };
    const appended = await store.append(
      `task-${task.id}`,
      watchers.flatMap((user) => [
        { type: 'TaskViewerAdded', data: { user_id: user.id }, metadata },
        { type: 'TaskWatched', data: { user_id: user.id }, metadata },
      ]),
      task.version,
    );
    // The baseline: a task the same members read (viewers, pushed its changes) but nobody watches.
    const readers = await store.append(
      `task-${quiet.id}`,
      watchers.flatMap((user) => [
        { type: 'TaskViewerAdded', data: { user_id: user.id }, metadata },
        { type: 'TaskViewerRemoved', data: { user_id: user.id }, metadata },
        { type: 'TaskViewerAdded', data: { user_id: user.id }, metadata },
      ]),
      quiet.version,
    );
    await bench.readYourWrites.waitFor(appended.checkpoint, 60_000);
    await bench.readYourWrites.waitFor(readers.checkpoint, 60_000);
    const listeners = await SocketListeners.connect(
      bench.app.url,
      watchers.map((user) => ({ id: user.id, token: user.token, sig: user.sig })),
      'notifications/changed',
    );
    console.log(`  set-up ${seconds(startedAt).toFixed(0)} s: ${WATCHERS} members watching, ${WATCHERS} sockets on their own thread`);
    try {
      const pushes: number[] = [];
      const lastPush: number[] = [];
      const roundTrips: number[] = [];
      const quietTrips: number[] = [];
      let missing = 0;
      for (let c = 0; c < COMMENTS; c++) {
        await listeners.startRound(c + 1);
        const start = process.hrtime.bigint();
        const startMs = epochMs();
        ok(await call('POST', `/api/v1/tasks/${task.id}/comments`, author, { body: `Kommentar ${c + 1}` }), 'comment');
        roundTrips.push(ms(start));
        const times = (await listeners.arrivals(c + 1, 10_000)).map((at) => at - startMs);
        missing += WATCHERS - times.length;
        pushes.push(...times);
        lastPush.push(Math.max(...times));
        const quietStart = process.hrtime.bigint();
        ok(await call('POST', `/api/v1/tasks/${quiet.id}/comments`, author, { body: `Kommentar ${c + 1}` }), 'quiet comment');
        quietTrips.push(ms(quietStart));
        await new Promise((r) => setTimeout(r, 200));
      }
      const p = percentiles(pushes);
      const last = percentiles(lastPush);
      console.table([
        {
          measure: `push to each of ${WATCHERS} watchers`,
          p50: p.p50.toFixed(0),
          p95: p.p95.toFixed(0),
          p99: p.p99.toFixed(0),
          n: p.n,
          target: `p95 < ${TARGET_P95_MS} ms`,
          verdict: p.p95 < TARGET_P95_MS && missing === 0 ? 'PASS' : 'MISS',
        },
        {
          measure: '  the last watcher of a comment',
          p50: last.p50.toFixed(0),
          p95: last.p95.toFixed(0),
          p99: last.p99.toFixed(0),
          n: last.n,
          target: '(info)',
          verdict: '',
        },
        { measure: `POST comment, ${WATCHERS} watchers`, ...fmt(percentiles(roundTrips)), target: '(beside the next)', verdict: '' },
        { measure: `POST comment, ${WATCHERS} readers, nobody watching`, ...fmt(percentiles(quietTrips)), target: '(info)', verdict: '' },
      ]);
      if (missing > 0) console.log(`  ${missing} pushes did not arrive within 10 s`);
    } finally {
      await listeners.close();
    }
  });
}

const fmt = (p: { p50: number; p95: number; p99: number; n: number }) => ({
  p50: p.p50.toFixed(0),
  p95: p.p95.toFixed(0),
  p99: p.p99.toFixed(0),
  n: p.n,
});
