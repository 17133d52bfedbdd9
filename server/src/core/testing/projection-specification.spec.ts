import type { RecordedEvent } from '../event-store/event-store.types';
import type { Projection } from '../projections/projection';
import type { ReadStore } from '../read-store/read-store';
import { dayOf2030, MemoryReadStore, ProjectionSpecification, streamEvents } from './projection-specification';

type CountEvent = { type: 'Counted'; data: { by: number } };

/** Adds without looking at versions: applying an event twice counts it twice. */
const careless: Projection = {
  name: 'careless',
  version: 1,
  collections: ['counts'],
  eventTypes: ['Counted'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const counts = store.collection<{ id: string; total: number }>('counts').forAccount(event.metadata.accountId);
    const current = await counts.get('c');
    await counts.upsert({ id: 'c', total: (current?.total ?? 0) + (event.data as CountEvent['data']).by });
  },
};

describe('ProjectionSpecification', () => {
  it('numbers the events of a stream and dates the Nth on day N of 2030', () => {
    const count = streamEvents<CountEvent>('count-c', { accountId: 'a9' });
    const first = count('Counted', { by: 1 });
    const second = count('Counted', { by: 2 }, { actorId: 'u-2' });
    expect(first).toMatchObject({ streamId: 'count-c', streamPosition: 1, type: 'Counted', data: { by: 1 } });
    expect(first.metadata).toMatchObject({ accountId: 'a9', actorId: 'u-actor', occurredAt: '2030-01-01T00:00:00.000Z' });
    expect(second).toMatchObject({ streamPosition: 2, metadata: { accountId: 'a9', actorId: 'u-2', occurredAt: dayOf2030(2) } });
    expect(dayOf2030(32)).toBe('2030-02-01T00:00:00.000Z');
  });

  it('fails a projection that changes the store when an event is applied again', async () => {
    const count = streamEvents<CountEvent>('count-c');
    await expect(
      ProjectionSpecification.for(careless)
        .given()
        .when(count('Counted', { by: 2 }))
        .applied(),
    ).rejects.toThrow(/replayed/);
  });

  it('fails on an event the projection does not apply (it would never be read for it)', async () => {
    const other = streamEvents<{ type: 'Other'; data: object }>('other-o');
    await expect(ProjectionSpecification.for(careless).given(other('Other', {})).when().applied()).rejects.toThrow('careless does not apply Other');
  });

  it('keeps documents apart by collection and scope, and hands out copies', async () => {
    const store = new MemoryReadStore();
    const a1 = store.collection<{ id: string; n: number }>('c').forAccount('a1');
    await a1.upsert({ id: 'x', n: 1 });
    await store.collection<{ id: string; n: number }>('c').forAccount('a2').upsert({ id: 'x', n: 2 });
    const read = await a1.get('x');
    read!.n = 99;
    expect(store.document('c', 'x')).toEqual({ id: 'x', n: 1 });
    expect(store.document('c', 'x', 'a2')).toEqual({ id: 'x', n: 2 });
    expect(await a1.patch('x', { n: 3 })).toEqual({ id: 'x', n: 3 });
    expect(await a1.patch('y', { n: 3 })).toBeUndefined();
    expect(await a1.getMany(['x', 'y'])).toEqual([{ id: 'x', n: 3 }]);
    expect(await a1.delete('x')).toBe(true);
    expect(store.document('c', 'x')).toBeUndefined();
    // queries answer as the SQL store would (the whole contract: test/integration/core/read-store.contract.test.ts)
    await a1.upsert({ id: 'y', n: 5 });
    await a1.upsert({ id: 'z', n: 4 });
    expect(await a1.findIds({ where: { n: { gte: 4 } }, sort: [{ field: 'n' }] })).toEqual(['z', 'y']);
  });
});
