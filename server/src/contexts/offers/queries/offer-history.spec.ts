import type { HistoryEntry } from '../../../core/history/item-history';
import { offerHistory } from './offer-history.reader';

const entry = (changes: HistoryEntry['changes']): HistoryEntry => ({
  version: 1,
  type: 'X',
  actor_id: 'u1',
  actor_name: 'Anna Albers',
  occurred_at: '2026-03-02T10:00:00.000Z',
  position: 1,
  changes,
});

describe('offer history', () => {
  it('shows the calculation fields and the rates as numbers with 2 decimals, not the hundredths the events keep', () => {
    const [changed] = offerHistory([
      entry([
        { field: 'materialprice', from: 0, to: 123456 },
        { field: 'provision', from: 1250, to: null },
        { field: 'rates', from: { fertigung: 8550, konstruktion: 9500, kundendienst: 7000, prueffeld: 12000 }, to: null },
        { field: 'title', from: 'A', to: 'B' },
      ]),
    ]);
    expect(changed.changes).toEqual([
      { field: 'materialprice', from: 0, to: 1234.56 },
      { field: 'provision', from: 12.5, to: null },
      { field: 'rates', from: { fertigung: 85.5, konstruktion: 95, kundendienst: 70, prueffeld: 120 }, to: null },
      { field: 'title', from: 'A', to: 'B' },
    ]);
  });

  it('names comments by id and leaves out the bookkeeping of the fold', () => {
    const comment = { id: 'c1', body: 'Hallo', author_id: 'u1', created_at: 't0', updated_at: 't0' };
    const [commented] = offerHistory([
      entry([
        { field: 'lifecycle', from: 'none', to: 'live' },
        { field: 'updated_at', from: 't0', to: 't1' },
        { field: 'status_before_overdue', from: null, to: 'open' },
        { field: 'comments', from: [comment], to: [{ ...comment, body: 'Hallo!', updated_at: 't1' }] },
      ]),
    ]);
    expect(commented.changes).toEqual([
      { field: 'comments.c1.body', from: 'Hallo', to: 'Hallo!' },
      { field: 'comments.c1.updated_at', from: 't0', to: 't1' },
    ]);
  });
});
