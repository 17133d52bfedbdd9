import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoHeaders } from '../../support/demo-sign-in';
import { seedDemoDatabase, startServerProcess } from '../../support/server-process';
import { postgresAvailable } from '../../support/services';
import { createTestDatabase } from '../../support/sql-drivers';

/** The built server (as npm start runs it) on `dataDir` (and `databaseUrl`), once it says it is ready. */
const startServer = (dataDir: string, databaseUrl?: string) =>
  startServerProcess({ DATA_DIR: dataDir, LOG_FORMAT: 'json', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

interface Answer {
  client: number;
  status: number;
  id?: string;
  at: number;
  connection: string | null;
}

const stores: Array<'pglite' | 'postgres'> = postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];

describe.each(stores)('shutdown on %s (issue 12 item 1): SIGTERM under load drains and exits 0 within 10 s', (store) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kollab-shutdown-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    if (store !== 'postgres') return;
    database = await createTestDatabase();
    await seedDemoDatabase(dataDir, database.url);
  }, 60000);
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops taking requests, finishes those in flight (Connection: close), loses no answered write and applies none unanswered', async () => {
    const server = await startServer(dataDir, database?.url);
    const headers = { ...(await demoHeaders(server, 'manager')), 'content-type': 'application/json' };
    const types = (await (await fetch(`${server.url}/api/v1/account_manager/task_types`, { headers })).json()) as { data: Array<{ id: string }> };
    const type = types.data[0].id;

    // eight clients on keep-alive connections, each writing as fast as it is answered
    const answers: Answer[] = [];
    const failures: string[] = [];
    let sent = 0;
    let sigtermAt = Infinity;
    // node:http, not fetch: fetch hides the Connection header
    const post = (agent: Agent, body: string) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((done, fail) => {
        const call = request(`${server.url}/api/v1/tasks`, { method: 'POST', agent, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            done({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), connection: response.headers.connection }),
          );
          response.on('error', fail);
        });
        call.on('error', fail);
        call.end(body);
      });
    const client = async (index: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let n = 0; ; n++) {
          sent++;
          try {
            const response = await post(agent, JSON.stringify({ title: `drain ${index}-${n}`, type }));
            const body = JSON.parse(response.body) as { id?: string };
            answers.push({ client: index, status: response.status, id: body.id, at: Date.now(), connection: response.connection ?? null });
          } catch (error) {
            // refused or reset: the server has stopped taking connections
            failures.push(String((error as { code?: string }).code ?? error));
            if (Date.now() < sigtermAt) throw error;
            return;
          }
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: 8 }, (_, index) => client(index));
    // under load before the SIGTERM: wait until the clients had answers (more than 8), however slow this machine is
    for (const until = Date.now() + 20000; answers.length <= 8 && Date.now() < until;) await new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => setTimeout(done, 500));
    const beforeSigterm = answers.length;
    sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exit;
    const stoppedIn = Date.now() - sigtermAt;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(stoppedIn).toBeLessThan(10000);
    expect(beforeSigterm).toBeGreaterThan(8);
    // every request the server took was answered, and answered as a write that happened
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 202)).toEqual([]);
    // it did not go on answering on the open connections: once the drain began, each
    // connection got one last answer, marked Connection: close, and then nothing more
    const closing = answers.filter((answer) => answer.connection === 'close');
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.length).toBeLessThanOrEqual(8);
    for (const last of closing) expect(answers.filter((answer) => answer.client === last.client && answer.at > last.at)).toEqual([]);
    expect(answers.filter((answer) => answer.connection === 'close' && answer.at < sigtermAt)).toEqual([]);
    expect(failures.length).toBe(8);
    expect(server.output.join('\n')).toMatch(/SIGTERM received: shutting down[\s\S]*stopped/);

    // on the same data: every answered write is there, and nothing that was not answered
    const again = await startServer(dataDir, database?.url);
    try {
      const againHeaders = await demoHeaders(again, 'manager');
      const listed = (await (await fetch(`${again.url}/api/v1/tasks?filter[search]=drain&limit=500`, { headers: againHeaders })).json()) as {
        data: Array<{ id: string; title: string }>;
      };
      expect(listed.data.length).toBeLessThan(500); // one page holds them all
      const stored = new Set(listed.data.filter((task) => task.title.startsWith('drain ')).map((task) => task.id));
      expect(stored).toEqual(new Set(answers.map((answer) => answer.id)));
      expect(sent).toBeGreaterThanOrEqual(stored.size);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exit).toBe(0);
    }
  }, 120000);
});
