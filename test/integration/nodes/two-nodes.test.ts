import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { viewChangedEvent, type ExportView, type ViewChangedMessage, type WriteResult } from '@kollab/contracts';
import { demoHeaders } from '../../support/demo-sign-in';
import { eventually } from '../../support/jobs-waits';
import { RecordingClient } from '../../support/realtime-client';
import type { ServerProcess } from '../../support/server-process';
import { useServerStage } from '../../support/server-stage';
import { postgresAvailable, redisAvailable, TEST_REDIS_URL } from '../../support/services';

// Issue 18 item 4: several nodes share the work, here on PostgreSQL and Redis as real server
// processes (the built server, as `npm start` runs it) on one database and one Redis: node A
// runs the workers (projections, reactions, jobs), node B serves HTTP and sockets only
// (RUN_WORKERS=false), node C is a second worker node. Everyone signs in through the real
// sign-in.

const TASK_CHANGED = viewChangedEvent('tasks', 'task');
const describeNodes = postgresAvailable() && redisAvailable() ? describe : describe.skip;

type Headers = Record<string, string>;

async function call<T>(node: ServerProcess, method: string, path: string, headers: Headers, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${node.url}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describeNodes('two nodes on one PostgreSQL database and one Redis (issue 18 item 4)', () => {
  const stage = useServerStage();
  // The nodes of this suite share a Redis prefix of their own: no other suite's node takes their jobs or pushes.
  const shared = () => ({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `kollab-nodes-${randomUUID().slice(0, 8)}` });
  const sockets: RecordingClient[] = [];
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess;
  let headers: Headers;
  let type: string;

  beforeAll(async () => {
    env = { ...shared(), READ_YOUR_WRITES_TIMEOUT_MS: '3000' };
    a = await stage.start(env);
    b = await stage.start({ ...env, RUN_WORKERS: 'false' });
    headers = await demoHeaders(b, 'manager');
    type = (await call<{ data: Array<{ id: string }> }>(b, 'GET', '/api/v1/account_manager/task_types', headers)).body.data[0].id;
  }, 90_000);
  afterAll(() => sockets.forEach((socket) => socket.close()));

  it('a write answered by A is readable on B at its position, and the change reaches a socket connected to B', async () => {
    const socket = await RecordingClient.connect(b.url, { token: headers.authorization.slice('Bearer '.length), account: headers.account });
    sockets.push(socket);
    const created = await call<WriteResult>(a, 'POST', '/api/v1/tasks', headers, { title: 'Auf Knoten A angelegt', type });
    expect(created.status).toBe(201);
    const read = await call<{ title: string; version: number }>(
      b,
      'GET',
      `/api/v1/tasks/${created.body.id}?minPosition=${created.body.position}`,
      headers,
    );
    expect(read).toMatchObject({ status: 200, body: { title: 'Auf Knoten A angelegt', version: created.body.version } });
    // A applied it (B runs no projections); A's push went through Redis to B's socket.
    const pushed = (await socket.waitFor(TASK_CHANGED, created.body.id)) as ViewChangedMessage<{ title: string }>;
    expect(pushed.view?.title).toBe('Auf Knoten A angelegt');
    expect(pushed.position).toBeGreaterThanOrEqual(created.body.position);
  });

  it('a write on B is answered once A, which runs the projections, has applied it', async () => {
    const created = await call<WriteResult>(b, 'POST', '/api/v1/tasks', headers, { title: 'Auf Knoten B angelegt', type });
    expect(created.status).toBe(201);
    expect((await call<{ title: string }>(b, 'GET', `/api/v1/tasks/${created.body.id}`, headers)).body.title).toBe('Auf Knoten B angelegt');
  });

  it('with two worker nodes each event is applied once and each job runs once; when one is killed the other carries on', async () => {
    c = await stage.start(env);
    // Writes on both worker nodes, at the same time: each task once, at version 1, in the list of either node.
    const titles = Array.from({ length: 10 }, (_, i) => `Zwei Knoten ${i}`);
    const created = await Promise.all(
      titles.map((title, i) => call<WriteResult>(i % 2 === 0 ? a : c, 'POST', '/api/v1/tasks', headers, { title, type })),
    );
    expect(created.map((answer) => answer.status)).toEqual(titles.map(() => 201));
    const head = Math.max(...created.map((answer) => answer.body.position));
    for (const node of [a, b, c]) {
      const list = await call<{ data: Array<{ title: string; version: number }> }>(
        node,
        'GET',
        `/api/v1/tasks?filter[search]=${encodeURIComponent('Zwei Knoten')}&limit=50&minPosition=${head}`,
        headers,
      );
      expect(list.body.data.map((task) => task.title).sort()).toEqual([...titles].sort());
      expect(list.body.data.every((task) => task.version === 1)).toBe(true);
    }
    // A job (an export) queued by a request on B runs on one of the worker nodes, once.
    const database = new Client({ connectionString: stage.databaseUrl() });
    await database.connect();
    try {
      const exportDone = async (node: ServerProcess) => {
        const accepted = await call<{ id: string }>(node, 'POST', '/api/v1/exports', headers, { kind: 'tasks', format: 'csv' });
        expect(accepted.status).toBe(202);
        const view = await eventually(
          async () => {
            const found = await call<ExportView>(node, 'GET', `/api/v1/exports/${accepted.body.id}`, headers);
            return found.body.status === 'done' ? found.body : undefined;
          },
          30_000,
          'the export to be done',
        );
        const { rows } = await database.query<{ n: string }>(
          `SELECT count(*) AS n FROM es_events WHERE stream_id = $1 AND type = 'ExportCompleted'`,
          [`export-${view.id}`],
        );
        expect(Number(rows[0].n)).toBe(1);
      };
      await exportDone(b);
      // A dies (SIGKILL: no drain, no goodbye); C carries the projections and the jobs on.
      a.child.kill('SIGKILL');
      await a.exit;
      const afterKill = await call<WriteResult>(b, 'POST', '/api/v1/tasks', headers, { title: 'Nach dem Ausfall von A', type });
      expect(afterKill.status).toBe(201);
      expect((await call<{ title: string }>(c, 'GET', `/api/v1/tasks/${afterKill.body.id}`, headers)).body.title).toBe('Nach dem Ausfall von A');
      await exportDone(b);
    } finally {
      await database.end();
    }
  }, 120_000);

  it('B runs no workers: with no worker node left its writes answer stale, and a worker node that starts catches up', async () => {
    const roles = await Promise.all([b, c].map(async (node) => (await call<{ workers: boolean }>(node, 'GET', '/api/health', {})).body.workers));
    expect(roles).toEqual([false, true]);
    c.child.kill('SIGKILL');
    await c.exit;
    const created = await call<WriteResult>(b, 'POST', '/api/v1/tasks', headers, { title: 'Ohne Arbeiter', type });
    expect(created.status).toBe(202);
    expect(created.body.stale).toBe(true);
    const lagging = await fetch(`${b.url}/api/v1/tasks/${created.body.id}?minPosition=${created.body.position}`, { headers });
    expect(lagging.status).toBe(404);
    expect(lagging.headers.get('kollab-stale')).toBe('true');
    await stage.start(env);
    const fresh = await fetch(`${b.url}/api/v1/tasks/${created.body.id}?minPosition=${created.body.position}`, { headers });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('kollab-stale')).toBeNull();
    expect(((await fresh.json()) as { title: string }).title).toBe('Ohne Arbeiter');
  }, 60_000);
});
