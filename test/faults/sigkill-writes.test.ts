import { demoHeaders } from '../support/demo-sign-in';
import { useServerStage } from '../support/server-stage';
import type { ServerProcess } from '../support/server-process';

// The fault suite (issue 12 item 8), `npm run test:faults`: the server is killed with
// SIGKILL while 200 creates run 20 at a time on PostgreSQL; the clients retry what got no
// answer with the same Idempotency-Key. Every answered write is stored, nothing is stored
// twice, nothing half: the read model shows each task once.

const TOTAL = 200;
const CONCURRENCY = 20;

interface Write {
  key: string;
  title: string;
  id?: string;
  /** Answered before the kill. */
  answeredFirst: boolean;
}

describe('SIGKILL during 200 concurrent creates (PostgreSQL)', () => {
  const stage = useServerStage();
  let server: ServerProcess | undefined;

  it('every answered write is stored once; the unanswered ones, sent again with their keys, are stored once too', async () => {
    server = await stage.start();
    let headers = { ...(await demoHeaders(server, 'manager')), 'content-type': 'application/json' };
    const types = (await (await fetch(`${server.url}/api/v1/account_manager/task_types`, { headers })).json()) as { data: Array<{ id: string }> };
    const type = types.data[0].id;
    const run = `${Date.now()}`;
    const writes: Write[] = Array.from({ length: TOTAL }, (_, i) => ({ key: `fault-${run}-${i}`, title: `Fault ${run} ${i}`, answeredFirst: false }));
    const post = (url: string, write: Write) =>
      fetch(`${url}/api/v1/tasks`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': write.key },
        body: JSON.stringify({ title: write.title, type }),
      });

    // 20 clients take the writes in turn; the server dies once about half are answered
    let next = 0;
    let answered = 0;
    let refused = 0;
    let killed = false;
    const client = async () => {
      for (let i = next++; i < TOTAL; i = next++) {
        try {
          const response = await post(server!.url, writes[i]);
          const body = (await response.json()) as { id?: string };
          if (response.status === 201 || response.status === 202) {
            writes[i].id = body.id;
            writes[i].answeredFirst = true;
            if (++answered >= TOTAL / 2 && !killed) {
              killed = true;
              server!.child.kill('SIGKILL');
            }
          } else throw new Error(`answered ${response.status} ${JSON.stringify(body)}`);
        } catch (error) {
          if (!killed) throw error;
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    await server.exit;
    expect(killed).toBe(true);

    // the same database, a new process: the clients send again what got no answer, with the same key
    const restartedAt = Date.now();
    server = await stage.start();
    headers = { ...(await demoHeaders(server, 'manager')), 'content-type': 'application/json' };
    let firstSuccessMs: number | undefined;
    const retried = writes.filter((write) => !write.answeredFirst);
    const giveUpAt = Date.now() + 60_000;
    for (const write of retried) {
      for (;;) {
        if (Date.now() > giveUpAt) throw new Error(`${write.key} still not answered after a minute`);
        const response = await post(server.url, write);
        const body = (await response.json()) as { id?: string; code?: string };
        if (response.status === 201 || response.status === 202) {
          write.id = body.id;
          firstSuccessMs ??= Date.now() - restartedAt;
          break;
        }
        // a claim of the killed process: taken over once it is 5 s old
        expect([response.status, body.code]).toEqual([409, 'request.idempotency_in_progress']);
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
      }
    }

    // what is stored: every write once, under the id its (first or retried) answer named
    const listed = (await (
      await fetch(`${server.url}/api/v1/tasks?filter[search]=${encodeURIComponent(`Fault ${run}`)}&limit=500`, { headers })
    ).json()) as { data: Array<{ id: string; title: string }> };
    const stored = listed.data.filter((task) => task.title.startsWith(`Fault ${run} `));
    const byTitle = new Map<string, string[]>();
    for (const task of stored) byTitle.set(task.title, [...(byTitle.get(task.title) ?? []), task.id]);
    const duplicates = [...byTitle.values()].filter((ids) => ids.length > 1).length;
    const lost = writes.filter((write) => !byTitle.get(write.title)?.includes(write.id!)).length;
    console.log(
      `[faults] SIGKILL during ${TOTAL} creates: ${answered} answered before, ${refused} refused by the kill, ${retried.length} sent again; ` +
        `first success ${firstSuccessMs ?? 0} ms after the restart began; lost ${lost}, duplicates ${duplicates}`,
    );
    expect(lost).toBe(0);
    expect(duplicates).toBe(0);
    expect(stored).toHaveLength(TOTAL);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 180000);
});
