import { defineCachedCollection, ReadModelCache } from './read-model-cache';

defineCachedCollection('cache_spec_members');

/** A load that counts its calls and answers what `value` holds now. */
function source<T>(initial: T) {
  const state = { value: initial, calls: 0 };
  return {
    state,
    load: async () => {
      state.calls++;
      return structuredClone(state.value);
    },
  };
}

describe('ReadModelCache', () => {
  it('reads through while off (a process that runs no projections never learns of changes)', async () => {
    const cache = new ReadModelCache();
    const members = source({ id: 'u1', roles: ['user'] });
    await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load);
    await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load);
    expect(members.state.calls).toBe(2);
  });

  it('keeps answers of declared collections only, per account and key', async () => {
    const cache = new ReadModelCache();
    cache.enable();
    const members = source({ id: 'u1' });
    const other = source({ id: 'x' });
    for (let i = 0; i < 3; i++) {
      await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load);
      await cache.read('not_declared', 'acc-1', 'get x', other.load);
    }
    await cache.read('cache_spec_members', 'acc-2', 'get u1', members.load);
    expect(members.state.calls).toBe(2);
    expect(other.state.calls).toBe(3);
    expect(cache.stats()).toEqual({ hits: 2, misses: 2, entries: 2 });
  });

  it('reads again after an invalidation of that collection and account, not of another', async () => {
    const cache = new ReadModelCache();
    cache.enable();
    const members = source({ id: 'u1', status: 'active' });
    await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load);
    cache.invalidate('cache_spec_members', 'acc-2');
    cache.invalidate('other_collection', 'acc-1');
    expect(await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load)).toEqual({ id: 'u1', status: 'active' });
    expect(members.state.calls).toBe(1);

    members.state.value = { id: 'u1', status: 'inactive' };
    cache.invalidate('cache_spec_members', 'acc-1');
    expect(await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load)).toEqual({ id: 'u1', status: 'inactive' });
    cache.invalidateCollection('cache_spec_members');
    await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load);
    expect(members.state.calls).toBe(3);
  });

  it('does not keep an answer read while an invalidation came (it may predate the change)', async () => {
    const cache = new ReadModelCache();
    cache.enable();
    let release!: () => void;
    const slow = source({ id: 'u1', status: 'active' });
    const pending = cache.read('cache_spec_members', 'acc-1', 'get u1', async () => {
      const value = await slow.load();
      await new Promise<void>((resolve) => (release = resolve));
      return value;
    });
    await new Promise((resolve) => setImmediate(resolve));
    slow.state.value = { id: 'u1', status: 'inactive' };
    cache.invalidate('cache_spec_members', 'acc-1');
    release();
    expect(await pending).toEqual({ id: 'u1', status: 'active' });
    // Not kept: the next read loads the changed row.
    expect(await cache.read('cache_spec_members', 'acc-1', 'get u1', slow.load)).toEqual({ id: 'u1', status: 'inactive' });
    expect(slow.state.calls).toBe(2);
  });

  it('loads once for concurrent misses of the same key', async () => {
    const cache = new ReadModelCache();
    cache.enable();
    const members = source({ id: 'u1' });
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('cache_spec_members', 'acc-1', 'get u1', members.load)));
    expect(answers).toEqual([{ id: 'u1' }, { id: 'u1' }, { id: 'u1' }]);
    expect(members.state.calls).toBe(1);
  });

  it('hands out frozen answers: a caller that changed what it got fails instead of changing the next answer', async () => {
    const cache = new ReadModelCache();
    cache.enable();
    const members = source({ id: 'u1', roles: ['user'] });
    const first = await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load);
    // (structuredClone makes the loaded values in Node's realm: match the message, not the class)
    expect(() => first.roles.push('admin')).toThrow(/not extensible/);
    const second = await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load);
    expect(() => {
      (second as { id: string }).id = 'u2';
    }).toThrow(/read only/);
    expect(await cache.read('cache_spec_members', 'acc-1', 'get u1', members.load)).toEqual({ id: 'u1', roles: ['user'] });
  });

  it('keeps undefined answers (a missing member) and forgets everything when turned off', async () => {
    const cache = new ReadModelCache();
    cache.enable();
    const missing = source<undefined>(undefined);
    await cache.read('cache_spec_members', 'acc-1', 'get nobody', missing.load);
    await cache.read('cache_spec_members', 'acc-1', 'get nobody', missing.load);
    expect(missing.state.calls).toBe(1);
    cache.disable();
    cache.enable();
    await cache.read('cache_spec_members', 'acc-1', 'get nobody', missing.load);
    expect(missing.state.calls).toBe(2);
  });

  it('keeps at most its bound in all, dropping the least recently read accounts first', async () => {
    const cache = new ReadModelCache(4);
    cache.enable();
    const loads: string[] = [];
    const read = (account: string, key: string) =>
      cache.read('cache_spec_members', account, key, async () => {
        loads.push(`${account}/${key}`);
        return { account, key };
      });
    await read('acc-1', 'a');
    await read('acc-1', 'b');
    await read('acc-2', 'a');
    await read('acc-2', 'b');
    await read('acc-1', 'a'); // acc-1 read last: acc-2 is now the least recently read
    await read('acc-3', 'a');
    expect(cache.stats().entries).toBeLessThanOrEqual(4);
    await read('acc-1', 'b');
    await read('acc-2', 'a');
    expect(loads).toEqual(['acc-1/a', 'acc-1/b', 'acc-2/a', 'acc-2/b', 'acc-3/a', 'acc-2/a']);
  });
});
