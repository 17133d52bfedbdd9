import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { viewChangedEvent, type ExportView, type WriteResult } from '@kollab/contracts';
import { demoHeaders } from '../support/demo-sign-in';
import { eventually, within } from '../support/jobs-waits';
import { RecordingClient } from '../support/realtime-client';
import type { ServerProcess } from '../support/server-process';
import { useServerStage } from '../support/server-stage';
import { TEST_REDIS_URL } from '../support/services';

// The fault suite across nodes (issue 18 item 5), `npm run test:faults`: two worker nodes on
// one PostgreSQL database and one Redis.
//  1. SIGKILL of one worker node while clients write through the other and exports run (BullMQ's
//     locks of 5 s: a job running on the dead node runs again elsewhere once its lock expired): the
//     other carries the projections and the jobs on; measured: how long until the work moved
//     over, how many requests were refused, nothing lost, nothing run twice.
//  2. A rolling update: a node stopped (SIGTERM) and started again while writes go on; a
//     socket on the other node receives every write's push, and one on the restarted node
//     receives them again once it is back.

const TASK_CHANGED = viewChangedEvent('tasks', 'task');
type Headers = Record<string, string>;

async function post<T>(node: ServerProcess, path: string, headers: Headers, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${node.url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('two worker nodes, one killed or restarted (PostgreSQL, Redis)', () => {
  const stage = useServerStage();
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `kollab-faults-${randomUUID().slice(0, 8)}`, READ_YOUR_WRITES_TIMEOUT_MS: '5000' };
  const sockets: RecordingClient[] = [];
  let headers: Headers;
  let type: string;
  let database: Client;
  afterAll(() => sockets.forEach((socket) => socket.close()));
  const countOf = async (sql: string, values: unknown[]) => Number((await database.query<{ n: string }>(sql, values)).rows[0].n);

  it('SIGKILL of a worker node: the other carries the projections and the jobs on, nothing lost or run twice', async () => {
    const [a, b] = [await stage.start(env), await stage.start(env)];
    database = new Client({ connectionString: stage.databaseUrl() });
    await database.connect();
    try {
      headers = await demoHeaders(b, 'manager');
      type = ((await (await fetch(`${b.url}/api/v1/account_manager/task_types`, { headers })).json()) as { data: Array<{ id: string }> }).data[0].id;

      const run = Date.now();
      const answers: Array<{ at: number; status: number; id?: string; title: string }> = [];
      let refused = 0;
      let stop = false;
      let killedAt = 0;
      const client = async (index: number) => {
        for (let n = 0; !stop; n++) {
          const title = `Knoten ${run} ${index}-${n}`;
          try {
            const answer = await post<WriteResult>(b, '/api/v1/tasks', headers, { title, type });
            answers.push({ at: Date.now(), status: answer.status, id: answer.body.id, title });
          } catch {
            refused++;
          }
        }
      };
      const clients = Array.from({ length: 5 }, (_, index) => client(index));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Six exports queued through A, and A killed a moment later: some are running on A then
      // (the queue hands jobs to both nodes), some maybe not yet relayed from its ledger.
      const exportIds = await Promise.all(
        Array.from({ length: 6 }, async () => (await post<{ id: string }>(a, '/api/v1/exports', headers, { kind: 'tasks', format: 'csv' })).body.id),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      killedAt = Date.now();
      a.child.kill('SIGKILL');
      await a.exit;
      await new Promise((resolve) => setTimeout(resolve, 5000));
      stop = true;
      await Promise.all(clients);

      // Writes through B: answered throughout; once A was dead, each answered fresh (B applies them).
      const afterKill = answers.filter((answer) => answer.at > killedAt);
      expect(afterKill.length).toBeGreaterThan(5);
      expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 202)).toEqual([]);
      const staleAfterKill = afterKill.filter((answer) => answer.status === 202);
      const firstFreshAfterKill = afterKill.find((answer) => answer.status === 201);
      // Every answered write is stored once.
      const stored = await countOf(`SELECT count(*) AS n FROM es_events WHERE type = 'TaskCreated' AND data->>'title' LIKE $1`, [`Knoten ${run} %`]);
      expect(stored).toBe(answers.length);
      // The exports: each done once, by whichever node ran it.
      const doneAt: number[] = [];
      for (const id of exportIds) {
        const view = await eventually(
          async () => {
            const found = (await (await fetch(`${b.url}/api/v1/exports/${id}`, { headers })).json()) as ExportView;
            return found.status === 'done' ? found : undefined;
          },
          30_000,
          `export ${id} to be done`,
        );
        doneAt.push(Date.parse(view.finished_at ?? view.created_at));
        expect(await countOf(`SELECT count(*) AS n FROM es_events WHERE stream_id = $1 AND type = 'ExportCompleted'`, [`export-${id}`])).toBe(1);
      }
      const movedOverMs = Math.max(0, Math.max(...doneAt) - killedAt);
      console.log(
        `[faults] SIGKILL of worker node A while 5 clients wrote through B: ${answers.length} writes answered (${afterKill.length} after the kill, ` +
          `${staleAfterKill.length} of them 202), first fresh answer ${firstFreshAfterKill ? firstFreshAfterKill.at - killedAt : -1} ms after the kill, ` +
          `${refused} refused; stored ${stored}, each once; 6 exports queued on A done once each, the last ${movedOverMs} ms after the kill`,
      );
      expect(refused).toBe(0);
      // The target is 5 s (measured about 4 s: the lock of 3 s, the check every second); a second of slack for a busy machine.
      expect(movedOverMs).toBeLessThan(6_000);
      b.child.kill('SIGTERM');
      expect(await b.exit).toBe(0);
    } finally {
      await database.end();
    }
  }, 180_000);

  it('a rolling update: a node restarted while writes go on; sockets on both nodes miss no push', async () => {
    const [a, b] = [await stage.start(env), await stage.start(env)];
    headers = await demoHeaders(a, 'manager');
    const token = headers.authorization.slice('Bearer '.length);
    const onA = await RecordingClient.connect(a.url, { token, account: headers.account });
    sockets.push(onA);
    const written: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        const answer = await post<WriteResult>(a, '/api/v1/tasks', headers, { title: `Rollend ${n}`, type });
        expect([201, 202]).toContain(answer.status);
        written.push(answer.body.id);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // B is updated: stopped gracefully (it drains, finishes its batches and pushes them) and started again.
    const stoppedAt = Date.now();
    b.child.kill('SIGTERM');
    expect(await b.exit).toBe(0);
    const b2 = await stage.start(env);
    const rejoinedMs = Date.now() - stoppedAt;
    const onB = await RecordingClient.connect(b2.url, { token, account: headers.account });
    sockets.push(onB);
    const fromRejoin = written.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await writer;
    // Every write's push reached the socket on A, whichever node applied it; B's new socket has every one since it joined.
    await Promise.all(written.map((id) => within(onA.waitFor(TASK_CHANGED, id), 10_000, `the push of ${id} on A`)));
    await Promise.all(written.slice(fromRejoin + 1).map((id) => within(onB.waitFor(TASK_CHANGED, id), 10_000, `the push of ${id} on B`)));
    console.log(
      `[faults] rolling update of node B: stopped and back in ${rejoinedMs} ms while ${written.length} writes went through A; ` +
        `every push reached the socket on A; ${written.length - fromRejoin - 1} pushes reached the socket on the restarted B`,
    );
    for (const node of [a, b2]) node.child.kill('SIGTERM');
  }, 180_000);
});
