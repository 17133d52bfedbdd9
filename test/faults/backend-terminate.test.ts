import { Client } from 'pg';
import { demoHeaders } from '../support/demo-sign-in';
import { useServerStage } from '../support/server-stage';
import type { ServerProcess } from '../support/server-process';
import { TEST_DATABASE_URL } from '../support/services';

// The fault suite (issue 12 item 8): every connection of the server to PostgreSQL is
// terminated (pg_terminate_backend) while 20 clients write. The server stays up, answers
// what it could not do with 503 + Retry-After (never a bare 500), is writing again within a
// second, and the clients' retries with the same Idempotency-Key leave every write stored once.

interface Write {
  key: string;
  title: string;
  id?: string;
}

describe('pg_terminate_backend under load (PostgreSQL)', () => {
  const stage = useServerStage();
  let server: ServerProcess | undefined;

  it('503 with Retry-After for what was cut, writing again within a second, every write stored once after the retries', async () => {
    server = await stage.start();
    const url = server.url;
    const headers = { ...(await demoHeaders(server, 'manager')), 'content-type': 'application/json' };
    const types = (await (await fetch(`${url}/api/v1/account_manager/task_types`, { headers })).json()) as { data: Array<{ id: string }> };
    const type = types.data[0].id;
    const run = `${Date.now()}`;
    const writes: Write[] = [];
    const statuses = new Map<number, number>();
    let terminatedAt = Infinity;
    let firstSuccessAfter: number | undefined;
    const post = async (write: Write): Promise<number> => {
      const sentAt = Date.now();
      const response = await fetch(`${url}/api/v1/tasks`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': write.key },
        body: JSON.stringify({ title: write.title, type }),
      });
      const body = (await response.json()) as { id?: string; code?: string };
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 201 || response.status === 202) {
        write.id = body.id;
        if (sentAt > terminatedAt) firstSuccessAfter ??= Date.now() - terminatedAt;
      } else if (response.status === 503) {
        expect(body.code).toBe('server.unavailable');
        expect(response.headers.get('retry-after')).toBe('1');
      }
      return response.status;
    };

    const stopAt = Date.now() + 3000;
    const client = async (c: number) => {
      for (let n = 0; Date.now() < stopAt; n++) {
        const write = { key: `term-${run}-${c}-${n}`, title: `Terminated ${run} ${c}-${n}` };
        writes.push(write);
        await post(write);
      }
    };
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const clients = Array.from({ length: 20 }, (_, c) => client(c));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    terminatedAt = Date.now();
    const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      new URL(stage.databaseUrl()).pathname.slice(1),
    ]);
    await Promise.all(clients);
    await admin.end();

    // what the clients do with a 503 (or no answer): the same request, the same key
    const unanswered = writes.filter((write) => !write.id);
    for (const write of unanswered) {
      for (let attempt = 0; !write.id; attempt++) {
        if (attempt > 20) throw new Error(`${write.key} not written after 20 tries`);
        const status = await post(write);
        if (!write.id && status !== 503 && status !== 409) throw new Error(`${write.key}: ${status}`);
        if (!write.id) await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    // every page of them (a faster server writes more than one page holds in the 3 s)
    const listed: { data: Array<{ id: string; title: string }> } = { data: [] };
    for (let page = 1; ; page++) {
      const search = encodeURIComponent(`Terminated ${run}`);
      const body = (await (await fetch(`${url}/api/v1/tasks?filter[search]=${search}&limit=500&page=${page}`, { headers })).json()) as {
        data: Array<{ id: string; title: string }>;
      };
      listed.data.push(...body.data);
      if (body.data.length < 500) break;
    }
    const titles = listed.data.map((task) => task.title);
    const duplicates = titles.length - new Set(titles).size;
    const lost = writes.filter((write) => !listed.data.some((task) => task.id === write.id)).length;
    console.log(
      `[faults] pg_terminate_backend (${rowCount} connections) under 20 writers: ${writes.length} writes, answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `first success ${firstSuccessAfter} ms after it, ${unanswered.length} sent again; lost ${lost}, duplicates ${duplicates}`,
    );
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(firstSuccessAfter).toBeLessThan(1000);
    expect(lost).toBe(0);
    expect(duplicates).toBe(0);
    expect(listed.data).toHaveLength(writes.length);
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 120000);
});
