import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { demoHeaders } from '../support/demo-sign-in';
import { readOutbox } from '../support/identity-mail';
import { freePort, type ServerProcess } from '../support/server-process';
import { useServerStage } from '../support/server-stage';

// The fault suite (issue 12 item 3 and 8): the server's Redis (one of its own, on another
// port, keeping nothing on disk) is killed while managers invite members, and started
// again empty. Every invitation is answered in time (no request waits for Redis), and
// every invited user gets exactly one activation mail: the mails follow from the events
// (a checkpointed reaction) and the jobs Redis lost are refilled from the ledger.

const INVITE_BOUND_MS = 2500;

class OwnRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    for (let tries = 0; ; tries++) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        if (tries > 100) throw new Error(`redis-server on ${this.port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /** SIGKILL: what it held is gone (no persistence). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

describe('Redis killed and started again empty (own redis-server)', () => {
  const stage = useServerStage();
  let redis: OwnRedis;
  let server: ServerProcess | undefined;
  afterAll(() => redis?.kill());

  it('answers every invitation in time and mails each invited user exactly once', async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    server = await stage.start({ REDIS_URL: redis.url });
    const url = server.url;
    const headers = { ...(await demoHeaders(server, 'manager')), 'content-type': 'application/json' };
    const run = Date.now().toString(36);
    const invited: string[] = [];
    const answers = new Map<number, number>();
    let slowest = 0;
    const invite = async (n: number): Promise<void> => {
      const email = `outage-${run}-${n}@example.test`;
      const sentAt = Date.now();
      const response = await fetch(`${url}/api/v1/accounts/members/invitations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, username: `outage${run}${n}`, first_name: 'Ausfall', last_name: `Nr ${n}` }),
        signal: AbortSignal.timeout(15000),
      });
      slowest = Math.max(slowest, Date.now() - sentAt);
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      if (response.status === 201) invited.push(email);
      else console.log(`[faults] invitation ${n}: ${response.status} ${await response.text()}`);
    };

    for (let n = 0; n < 4; n++) await invite(n); // Redis up
    const racing = Promise.all([4, 5, 6, 7].map(invite)); // Redis dies under them
    await new Promise((resolve) => setTimeout(resolve, 20));
    await redis.kill();
    await racing;
    const killedAt = Date.now();
    for (let n = 8; n < 12; n++) await invite(n); // Redis away
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 4000 - (Date.now() - killedAt))));
    await redis.start(); // empty
    const backAt = Date.now();
    for (let n = 12; n < 15; n++) await invite(n);

    const mailed = async () => {
      const mails = (await readOutbox(stage.dataDir)).filter((mail) => mail.to.includes(`outage-${run}-`) && mail.text.includes('/activate?token='));
      return new Map(invited.map((email) => [email, mails.filter((mail) => mail.to.includes(email)).length]));
    };
    const deadline = Date.now() + 30000;
    let counts = await mailed();
    while ([...counts.values()].some((count) => count === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      counts = await mailed();
    }
    const allMailedAfter = Date.now() - backAt;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // time for a duplicate to show
    counts = await mailed();
    const lost = [...counts.values()].filter((count) => count === 0).length;
    const duplicates = [...counts.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    console.log(
      `[faults] Redis killed for ~4 s under invitations: answers ${JSON.stringify(Object.fromEntries(answers))}, slowest ${slowest} ms; ` +
        `every mail out ${allMailedAfter} ms after Redis returned; mails lost ${lost}, duplicates ${duplicates}`,
    );
    expect(answers.get(201)).toBe(15);
    expect(slowest).toBeLessThan(INVITE_BOUND_MS);
    expect(lost).toBe(0);
    expect(duplicates).toBe(0);
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 120000);
});
