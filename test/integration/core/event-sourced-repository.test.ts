import { randomUUID } from 'node:crypto';
import type { AggregateDefinition } from '@kollab/server/core/aggregates/aggregate';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { EventSourcedRepository } from '@kollab/server/core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '@kollab/server/core/event-store/event-store.errors';
import type { ReadStreamOptions, RecordedEvent } from '@kollab/server/core/event-store/event-store.types';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { event } from '../../support/events';
import { availableDrivers, openDriver, type OpenedDriver } from '../../support/sql-drivers';

interface ListState {
  items: string[];
}

const definition = (keepInMemory: boolean): AggregateDefinition<ListState> => ({
  type: keepInMemory ? 'kept' : 'folded',
  keepInMemory,
  initialState: () => ({ items: [] }),
  evolve: (state, recorded) => ({ items: [...state.items, (recorded.data as { item: string }).item] }),
});

describe.each(availableDrivers())('event-sourced repository on %s', (driver) => {
  let db: OpenedDriver;
  let events: SqlEventStore;
  /** Events each readStream returned, in order. */
  let read: number[];
  let repository: EventSourcedRepository;
  const account = `acc-${randomUUID()}`;
  const context = () => commandContext(account, 'user-1');
  const add = (item: string) => () => [{ type: 'Added', data: { item } }];

  beforeEach(async () => {
    db = await openDriver(driver);
    events = await SqlEventStore.open(db.sql);
    read = [];
    const counting = Object.create(events) as SqlEventStore;
    counting.readStream = async (streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> => {
      const found = await events.readStream(streamId, options);
      read.push(found.length);
      return found;
    };
    repository = new EventSourcedRepository(counting);
  });
  afterEach(() => db.close());

  it('keeps the state it decided on and reads only the events after it, those of other writers included', async () => {
    const kept = definition(true);
    for (const item of ['a', 'b', 'c']) await repository.execute(kept, context(), 'list-1', add(item));
    // The first decision folded nothing; each later one read only the event appended since.
    expect(read).toEqual([0, 1, 1]);
    // Another process appends behind this one's back: the next decision sees it.
    await events.append('kept-list-1', [event('Added', { item: 'elsewhere' }, account)], 3);
    expect(await repository.current(kept, account, 'list-1')).toEqual({ state: { items: ['a', 'b', 'c', 'elsewhere'] }, version: 4 });
    await repository.execute(kept, context(), 'list-1', add('d'));
    expect((await repository.load(kept, account, 'list-1')).state.items).toEqual(['a', 'b', 'c', 'elsewhere', 'd']);
    expect(read.slice(3)).toEqual([2, 0, 5]);
  });

  it('folds the whole stream each time for definitions that keep nothing', async () => {
    const folded = definition(false);
    for (const item of ['a', 'b', 'c']) await repository.execute(folded, context(), 'list-2', add(item));
    expect(read).toEqual([0, 1, 2]);
    expect(await repository.current(folded, account, 'list-2')).toEqual({ state: { items: ['a', 'b', 'c'] }, version: 3 });
  });

  it('keeps states per account: the same id in another account starts empty', async () => {
    const kept = definition(true);
    await repository.execute(kept, context(), 'list-3', add('mine'));
    expect(await repository.current(kept, `acc-${randomUUID()}`, 'list-3')).toEqual({ state: { items: [] }, version: 0 });
  });

  it('refuses a decision on a state that changed since it was read (the append checks the version)', async () => {
    const kept = definition(true);
    await repository.execute(kept, context(), 'list-4', add('a'));
    const known = await repository.current(kept, account, 'list-4');
    await events.append('kept-list-4', [event('Added', { item: 'b' }, account)], 1);
    await expect(repository.execute(kept, context(), 'list-4', add('c'), known.version, known)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await repository.current(kept, account, 'list-4')).state.items).toEqual(['a', 'b']);
  });
});
