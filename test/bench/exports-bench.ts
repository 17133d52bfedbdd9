// npm run bench -- exports: the target of issue 16. A claims export of BENCH_EXPORT_TASKS
// (100,000) tasks to XLSX through the real route and job: >= 20,000 rows/s and bounded memory
// (the process' RSS grows by < 200 MB while it runs), with a progress figure that moves. A
// benchmark, not a test: a miss never fails the process; only errors do.
//
// Set-up: an organisation with the tasks and contacts apps and feature.export_claims, a
// manager, 5 teams, a claim task type, a claim tree of 3 roots × 4 children and 20 contacts
// (through the app); then the tasks straight into the event store (bench-app.ts seed), each a
// claim with one or two claim types, a team, two assignees of 10, a contact, start and due
// dates, and the task list projection rebuilt. Measured: POST v1/exports {kind: claims,
// format: xlsx} as the manager, then GET v1/exports/{id} every 100 ms (the progress figures
// seen) while the process' RSS is sampled every 50 ms; rows/s from the job's started_at to
// finished_at (the rows read, named and written; the request and the queue's pick-up not
// counted), the file's size; then the same as CSV (no target).
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { ExportAccepted, ExportView, WriteResult } from '@kollab/contracts';
import type { EventMetadata } from '@kollab/server/core/event-store/event-store.types';
import type { TaskEvent, TaskFields } from '@kollab/server/contexts/tasks/domain/task.events';
import { taskListProjection } from '@kollab/server/contexts/tasks/projections/task-list.projection';
import { BenchApp, env, ok, random, seconds, setNumberCounter, benchTitle, type SeedStream, type User } from './bench-app';

const TASKS = env('BENCH_EXPORT_TASKS', 100_000);
const SEED_STREAMS = env('BENCH_SEED_STREAMS', 1000);
const TARGETS = { rowsPerSecond: 20_000, rssGrowthMb: 200 };

export async function runExportsBench(): Promise<void> {
  const startedAt = process.hrtime.bigint();
  console.log(
    `\nIssue 16 (exports): a claims export of ${TASKS} tasks on PostgreSQL, Redis ${process.env.BENCH_REDIS_URL ? 'on' : 'off'}; load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await BenchApp.run((bench) => measure(bench, startedAt));
}

async function measure(bench: BenchApp, startedAt: bigint): Promise<void> {
  const call = bench.call.bind(bench);
  const manager = await bench.newUser('manager');
  const org = await bench.organisation(manager, ['contacts', 'tasks'], 40);
  const flags = await call('PUT', '/api/v2/account/feature-flags', manager, { flags: ['feature.export_claims'] });
  ok(flags, 'PUT feature-flags', [200]);
  await bench.sign(manager, org);
  const assignees: User[] = [];
  for (let i = 0; i < 10; i++) {
    const user = await bench.newUser(`staff${i}`);
    await bench.addMember(org, manager, user);
    assignees.push(user);
  }
  const teams: string[] = [];
  for (let i = 0; i < 5; i++)
    teams.push(
      await bench.team(
        org,
        manager,
        `Team ${i + 1}`,
        assignees.slice(0, 4).map((user) => [user, ['create', 'read', 'edit']]),
      ),
    );
  await bench.sign(manager, org);
  const prefix = 'RK';
  const created = async (path: string, body: unknown) => ok(await call<WriteResult>('POST', path, manager, body), `POST ${path}`).id;
  const claimTaskType = await created('/api/v1/account_manager/task_types', { title: 'Reklamation', short: prefix, is_claim: true });
  const claimTypes: string[] = [];
  for (const root of ['Lieferung', 'Qualität', 'Rechnung']) {
    const rootId = await created('/api/v1/account_manager/claim_types', { title: root });
    for (const child of ['Menge', 'Schaden', 'Termin', 'Sonstiges'])
      claimTypes.push(await created('/api/v1/account_manager/claim_types', { title: `${child} (${root})`, parent_id: rootId }));
  }
  const contactType = await created('/api/v1/account_manager/contact_types', { title: 'Kunde', short: 'KD' });
  const contacts: string[] = [];
  for (let i = 0; i < 20; i++)
    contacts.push(
      await created('/api/v1/contacts', {
        type: contactType,
        name: `Kunde ${i + 1} GmbH`,
        number: `K-${i + 1}`,
        address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
        uid: 'DE 123 456 789',
      }),
    );

  const rand = random(16);
  const now = Date.now();
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  const streamOf = (i: number): SeedStream => {
    const occurredAt = new Date(now - (TASKS - i) * 60_000).toISOString();
    const metadata: EventMetadata = {
      accountId: org,
      actorId: manager.id,
      occurredAt,
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    };
    const fields: TaskFields = {
      title: benchTitle(rand),
      type: claimTaskType,
      team: teams[i % teams.length],
      claims: i % 4 === 0 ? [claimTypes[i % 12], claimTypes[(i + 5) % 12]] : [claimTypes[i % 12]],
      description: null,
      priority: (['low', 'normal', 'normal', 'high', 'urgent'] as const)[Math.floor(rand() * 5)],
      start_date: day(-30 + (i % 30)),
      due_date: day(i % 60),
      estimation: null,
      comments_enabled: true,
    };
    const events: TaskEvent[] = [
      { type: 'TaskCreated', data: { ...fields, number: `${prefix}-${i + 1}`, created_by: manager.id } },
      { type: 'TaskPublished', data: { published_at: occurredAt, published_by: manager.id } },
      { type: 'TaskAssigned', data: { user_id: assignees[i % 10].id } },
      { type: 'TaskAssigned', data: { user_id: assignees[(i + 3) % 10].id } },
      { type: 'TaskContactLinked', data: { contact_id: contacts[i % contacts.length], public: false } },
    ];
    return { stream: `task-${randomUUID()}`, events: events.map((event) => ({ id: randomUUID(), ...event, metadata })) };
  };
  await bench.seed('claims', TASKS, streamOf, [taskListProjection], {
    org,
    streamsPerStatement: SEED_STREAMS,
    afterSeed: (sql) => setNumberCounter(sql, 'tasks_number_counters', org, prefix, TASKS),
  });
  await bench.sign(manager, org);
  console.log(`  set-up ${seconds(startedAt).toFixed(0)} s`);

  const rows: Array<Record<string, string | number>> = [];
  for (const format of ['xlsx', 'csv'] as const) {
    if (global.gc) global.gc();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const accepted = ok(await call<ExportAccepted>('POST', '/api/v1/exports', manager, { kind: 'claims', format }), 'POST exports', [202]);
    const progress: number[] = [];
    let view: ExportView;
    for (;;) {
      view = ok(await call<ExportView>('GET', `/api/v1/exports/${accepted.id}`, manager), 'GET export', [200]);
      if (progress.at(-1) !== view.progress) progress.push(view.progress);
      if (view.status === 'done' || view.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    clearInterval(sampler);
    if (view.status !== 'done') throw new Error(`the ${format} export failed: ${view.error}`);
    const jobSeconds = (Date.parse(view.finished_at ?? '') - Date.parse(view.started_at ?? '')) / 1000;
    const rowsPerSecond = view.rows / jobSeconds;
    const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
    rows.push({
      format,
      rows: view.rows,
      seconds: jobSeconds.toFixed(2),
      'rows/s': Math.round(rowsPerSecond),
      'RSS +MB': growthMb.toFixed(0),
      'file MB': ((view.size ?? 0) / 1024 / 1024).toFixed(1),
      progress: progress.join(' → '),
      verdict:
        format === 'xlsx'
          ? rowsPerSecond >= TARGETS.rowsPerSecond && growthMb < TARGETS.rssGrowthMb && progress.filter((p) => p > 0 && p < 100).length > 0
            ? 'PASS'
            : 'MISS'
          : 'info',
    });
  }
  console.table(rows);
  console.log(`  targets: xlsx >= ${TARGETS.rowsPerSecond} rows/s, RSS growth < ${TARGETS.rssGrowthMb} MB, a progress figure between 0 and 100`);
}
