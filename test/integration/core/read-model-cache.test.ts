import { randomUUID } from 'node:crypto';
import type { AppConfig } from '@kollab/server/core/config/app-config';
import type { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import type { Checkpoint } from '@kollab/server/core/event-store/event-store.types';
import { ProjectionCommits } from '@kollab/server/core/projections/projection-commits';
import { ProjectionRegistry } from '@kollab/server/core/projections/projection-registry';
import { ProjectionRunner } from '@kollab/server/core/projections/projection-runner';
import { ProjectionsService } from '@kollab/server/core/projections/projections.service';
import { ReadYourWrites } from '@kollab/server/core/projections/read-your-writes';
import { CachedReadStore } from '@kollab/server/core/read-store/cached-read-store';
import { defineCachedCollection, ReadModelCache } from '@kollab/server/core/read-store/read-model-cache';
import { SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { counterProjection, type CounterView } from '../../support/counter.projection';
import { event, waitVisible } from '../../support/events';
import { availableDrivers, openProjectionStores, type OpenedDriver } from '../../support/sql-drivers';

// The counters are the cached collection here, as members, teams and portals are in the app.
defineCachedCollection('test_counters');

describe.each(availableDrivers())('read models kept in memory on %s', (driver) => {
  let db: OpenedDriver;
  let events: SqlEventStore;
  const account = `acc-${randomUUID()}`;

  beforeEach(async () => {
    ({ db, events } = await openProjectionStores(driver));
  });
  afterEach(() => db.close());

  async function appendCounted(stream: string, value: number): Promise<Checkpoint> {
    const { checkpoint } = await events.append(stream, [event('Counted', { value }, account)], 'any');
    await waitVisible(events, checkpoint);
    return checkpoint;
  }

  it('serves reads from memory once the projections run here, and a commit makes the next read fresh', async () => {
    const registry = new ProjectionRegistry();
    registry.register(counterProjection());
    const commits = new ProjectionCommits();
    const cache = new ReadModelCache();
    const config = { readYourWritesTimeoutMs: 5000, runWorkers: true } as AppConfig;
    const service = new ProjectionsService(db.sql, events, registry, commits, config, cache);
    (service as unknown as { logger: { error: () => void; log: () => void } }).logger = { error: () => undefined, log: () => undefined };
    const counters = new CachedReadStore(new SqlReadStore(db.sql), cache).collection<CounterView>('test_counters').forAccount(account);
    expect(cache.active).toBe(false);
    await service.onApplicationBootstrap();
    try {
      expect(cache.active).toBe(true);
      const waiter = new ReadYourWrites(service, commits, config, events);
      const first = await events.append('counter-a', [event('Counted', { value: 2 }, account)], 'any');
      expect(await waiter.waitFor(first.checkpoint, 5000, first.eventTypes)).toBe(true);
      expect(await counters.get('counter-a')).toMatchObject({ count: 1, sum: 2 });
      const before = cache.stats();
      expect(await counters.get('counter-a')).toMatchObject({ count: 1, sum: 2 });
      expect(cache.stats().hits).toBe(before.hits + 1);

      // The next write: right after read-your-writes, the read shows it (not the kept answer).
      const second = await events.append('counter-a', [event('Counted', { value: 3 }, account)], 'any');
      expect(await waiter.waitFor(second.checkpoint, 5000, second.eventTypes)).toBe(true);
      expect(await counters.get('counter-a')).toMatchObject({ count: 2, sum: 5 });
    } finally {
      await service.beforeApplicationShutdown();
    }
    expect(cache.active).toBe(false);
  });

  it('a runner that finds its batch applied by another process says so before it announces the position', async () => {
    const commits = new ProjectionCommits();
    const heard: string[] = [];
    commits.appliedElsewhere$.subscribe(({ projection }) => heard.push(`elsewhere ${projection}`));
    commits.positions$.subscribe(() => heard.push('position'));
    commits.commits$.subscribe(() => heard.push('commit'));
    const here = new ProjectionRunner(db.sql, events, counterProjection(), commits, { batchSize: 100 });
    const elsewhere = new ProjectionRunner(db.sql, events, counterProjection(), undefined, { batchSize: 100 });
    await here.prepare();
    await elsewhere.prepare();
    await appendCounted('counter-b', 1);
    expect(await elsewhere.step()).toBe(true);
    expect(await here.step()).toBe(false);
    expect(heard).toEqual(['elsewhere test-counter', 'position']);
    expect(here.position).toEqual(elsewhere.position);

    // The service turns that into "every account's entries of its collections".
    const cache = new ReadModelCache();
    const registry = new ProjectionRegistry();
    registry.register(counterProjection());
    const service = new ProjectionsService(db.sql, events, registry, commits, { runWorkers: true } as AppConfig, cache);
    (service as unknown as { logger: { error: () => void; log: () => void } }).logger = { error: () => undefined, log: () => undefined };
    await service.onApplicationBootstrap();
    try {
      let loads = 0;
      const load = async () => ++loads;
      await cache.read('test_counters', 'acc-x', 'k', load);
      await cache.read('test_counters', 'acc-y', 'k', load);
      commits.appliedElsewhere('test-counter', here.position);
      await cache.read('test_counters', 'acc-x', 'k', load);
      await cache.read('test_counters', 'acc-y', 'k', load);
      expect(loads).toBe(4);
    } finally {
      await service.beforeApplicationShutdown();
    }
  });
});
