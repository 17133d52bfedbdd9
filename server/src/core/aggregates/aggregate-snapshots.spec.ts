import { deepFreeze } from '../deep-freeze';
import { AggregateSnapshots } from './aggregate-snapshots';

describe('AggregateSnapshots', () => {
  it('keeps a state per account and stream, never going back to an older version', () => {
    const snapshots = new AggregateSnapshots();
    snapshots.set('acc-1', 'task-1', { state: { title: 'B' }, version: 2 });
    snapshots.set('acc-1', 'task-1', { state: { title: 'A' }, version: 1 });
    expect(snapshots.get('acc-1', 'task-1')).toEqual({ state: { title: 'B' }, version: 2 });
    expect(snapshots.get('acc-2', 'task-1')).toBeUndefined();
    snapshots.set('acc-1', 'task-1', { state: { title: 'C' }, version: 3 });
    expect(snapshots.get<{ title: string }>('acc-1', 'task-1')?.state.title).toBe('C');
  });

  it('forgets the least recently used stream beyond its capacity', () => {
    const snapshots = new AggregateSnapshots(2);
    snapshots.set('acc', 'a', { state: {}, version: 1 });
    snapshots.set('acc', 'b', { state: {}, version: 1 });
    snapshots.get('acc', 'a');
    snapshots.set('acc', 'c', { state: {}, version: 1 });
    expect(snapshots.size).toBe(2);
    expect(snapshots.get('acc', 'b')).toBeUndefined();
    expect(snapshots.get('acc', 'a')).toBeDefined();
    expect(snapshots.get('acc', 'c')).toBeDefined();
  });

  it('freezes what it keeps, deeply: a decision that changed a kept state in place fails', () => {
    const snapshots = new AggregateSnapshots();
    const state = { title: 'A', assignees: [{ user_id: 'u1', status: 'open' }] };
    snapshots.set('acc', 'task-1', { state, version: 1 });
    expect(() => state.assignees.push({ user_id: 'u2', status: 'open' })).toThrow(TypeError);
    expect(() => {
      state.assignees[0].status = 'closed';
    }).toThrow(TypeError);
    expect(state.assignees).toEqual([{ user_id: 'u1', status: 'open' }]);
  });

  it('deepFreeze stops at parts frozen already (a new state shares its unchanged parts)', () => {
    const shared = deepFreeze({ list: [1, 2] });
    const next = deepFreeze({ shared, title: 'x' });
    expect(Object.isFrozen(next)).toBe(true);
    expect(next.shared).toBe(shared);
  });
});
