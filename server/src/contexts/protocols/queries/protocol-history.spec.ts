import type { HistoryEntry } from '../../../core/history/item-history';
import { protocolHistory } from './protocol-history';

const entry = (changes: HistoryEntry['changes']): HistoryEntry => ({
  version: 1,
  type: 'X',
  actor_id: 'u1',
  actor_name: 'Anna Albers',
  occurred_at: '2026-03-02T10:00:00.000Z',
  position: 1,
  changes,
});
const comment = (body: string, updated_at = 't1') => ({ id: 'c1', body, author_id: 'u2', created_at: 't0', updated_at });

describe('protocol history', () => {
  it('names comments and contacts by id, their changed fields below, and leaves out created_at', () => {
    const [added, changed, shared, other] = protocolHistory([
      entry([
        { field: 'comments', from: [], to: [comment('a')] },
        { field: 'created_at', from: null, to: 't0' },
      ]),
      entry([{ field: 'comments', from: [comment('a')], to: [comment('b', 't2')] }]),
      entry([{ field: 'contacts', from: [{ contact_id: 'k1', public: false }], to: [{ contact_id: 'k1', public: true }] }]),
      entry([{ field: 'title', from: 'A', to: 'B' }]),
    ]);
    expect(added.changes).toEqual([{ field: 'comments.c1', from: null, to: comment('a') }]);
    expect(changed.changes).toEqual([{ field: 'comments.c1.body', from: 'a', to: 'b' }]);
    expect(shared.changes).toEqual([{ field: 'contacts.k1.public', from: false, to: true }]);
    expect(other.changes).toEqual([{ field: 'title', from: 'A', to: 'B' }]);
  });

  it('leaves out the lifecycle status, which the event type names', () => {
    const [created] = protocolHistory([
      entry([
        { field: 'status', from: 'none', to: 'active' },
        { field: 'title', from: null, to: 'A' },
      ]),
    ]);
    expect(created.changes).toEqual([{ field: 'title', from: null, to: 'A' }]);
  });
});
