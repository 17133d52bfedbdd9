import { ReaderMemory } from './reader-memory';

const none = async (): Promise<string[] | undefined> => undefined;

describe('ReaderMemory', () => {
  it('names exactly the users who read the version before and do not read this one', async () => {
    const memory = new ReaderMemory();
    expect(await memory.lost('a:1', 1, ['anna', 'ben'], none)).toEqual([]);
    expect(await memory.lost('a:1', 2, ['anna', 'cleo'], none)).toEqual(['ben']);
    expect(await memory.lost('a:1', 3, ['anna', 'cleo'], none)).toEqual([]);
  });

  it('asks for the readers of the version before when it does not remember the item', async () => {
    const memory = new ReaderMemory();
    const asked: number[] = [];
    expect(await memory.lost('a:1', 5, ['anna'], async () => (asked.push(5), ['anna', 'ben']))).toEqual(['ben']);
    expect(asked).toEqual([5]);
    // A new item (version 1) had no readers before.
    expect(await memory.lost('a:2', 1, ['anna'], async () => ['ben'])).toEqual([]);
  });

  it('tells nothing for an old version pushed late, and keeps the newer readers', async () => {
    const memory = new ReaderMemory();
    await memory.lost('a:1', 3, ['anna'], none);
    expect(await memory.lost('a:1', 2, ['anna', 'ben'], none)).toEqual([]);
    expect(await memory.lost('a:1', 4, [], none)).toEqual(['anna']);
  });

  it('forgets the least recently pushed item beyond its capacity, and a forgotten item asks again', async () => {
    const memory = new ReaderMemory(1);
    await memory.lost('a:1', 1, ['anna'], none);
    await memory.lost('a:2', 1, ['ben'], none);
    expect(await memory.lost('a:1', 2, [], async () => ['cleo'])).toEqual(['cleo']);
    memory.forget('a:1');
    expect(await memory.lost('a:1', 3, [], async () => ['dora'])).toEqual(['dora']);
  });

  it('runs the work of one item in order, and a failure does not stop the next', async () => {
    const memory = new ReaderMemory();
    const done: string[] = [];
    const slow = memory.inOrder('a:1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('first');
      throw new Error('push failed');
    });
    const next = memory.inOrder('a:1', async () => {
      done.push('second');
    });
    await expect(slow).rejects.toThrow('push failed');
    await next;
    await memory.idle();
    expect(done).toEqual(['first', 'second']);
  });
});
