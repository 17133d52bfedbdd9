import { randomUUID } from 'node:crypto';
import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { ProjectionRegistry } from '@kollab/server/core/projections/projection-registry';
import { demoHeaders, demoToken, seedDemo } from '../../support/demo-sign-in';
import { event } from '../../support/events';
import { request, startTestApp, type TestApp } from '../../support/test-app';

/** A projection that fails every batch while `failing` is set: it stays where it is. */
const gate = { failing: false };

@Module({})
class StallingModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'test-stalling',
      version: 1,
      collections: [],
      eventTypes: ['StallMe'],
      async apply() {
        if (gate.failing) throw new Error('planned failure');
      },
    });
  }
}

interface Readiness {
  status: string;
  listener: { ok: boolean };
  projections: { ok: boolean; stalled: string[] };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, withinMs = 10000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() - started > withinMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('health (issue 12 item 7): live and ready are cheap; a stalled projection makes it not ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp({ imports: [StallingModule], env: { PROJECTION_STALL_MS: '400' } });
    await seedDemo(t);
  }, 60000);
  afterAll(() => t?.close());

  const ready = () => request<Readiness>(t.url, 'GET', '/api/health/ready');

  it('answers live without asking the store, and ready with one SELECT 1 (no count per projection)', async () => {
    const statements: string[] = [];
    const query = t.sql.query.bind(t.sql);
    t.sql.query = (async (text: string, params?: readonly unknown[]) => {
      statements.push(text);
      return query(text, params);
    }) as typeof t.sql.query;
    try {
      expect(await request(t.url, 'GET', '/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
      const before = statements.length;
      const answer = await ready();
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'ok', listener: { ok: true }, projections: { ok: true, stalled: [] } });
      expect(statements.slice(before).filter((text) => !/pg_snapshot|es_horizon|FROM es_events|projection_checkpoints/.test(text))).toEqual([
        'SELECT 1',
      ]);
    } finally {
      t.sql.query = query;
    }
  });

  it('a projection stuck behind the newest event for PROJECTION_STALL_MS: ready answers 503 and names it; it recovers once the projection moves', async () => {
    gate.failing = true;
    await t.app.get<EventStore>(EVENT_STORE).append(`stall-${randomUUID()}`, [event('StallMe', {}, `acc-${randomUUID()}`)], 'no_stream');
    const stuck = await until(ready, (answer) => answer.status === 503);
    expect(stuck.status).toBe(503);
    expect(stuck.body).toMatchObject({ status: 'degraded', projections: { ok: false, stalled: ['test-stalling'] } });
    // live still says the process answers
    expect((await request(t.url, 'GET', '/api/health/live')).status).toBe(200);

    // the report for system admins says the same, with what is behind
    const admin = await demoToken(t, 'admin');
    const report = await request<{ projections: Array<{ name: string; lag: number; stalled: boolean }> }>(t.url, 'GET', '/api/health/projections', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(report.status).toBe(200);
    expect(report.body.projections.find((projection) => projection.name === 'test-stalling')).toMatchObject({ stalled: true, lag: 1 });
    // not for anyone else
    const manager = await demoHeaders(t, 'manager');
    expect((await request(t.url, 'GET', '/api/health/projections', { headers: manager })).status).toBe(403);

    gate.failing = false;
    const recovered = await until(ready, (answer) => answer.status === 200);
    expect(recovered.body).toMatchObject({ status: 'ok', projections: { ok: true, stalled: [] } });
  }, 30000);
});
