import type { HistoryEntry } from '../../../core/history/item-history';
import { taskHistory } from './task-history.reader';

const entry = (changes: HistoryEntry['changes']): HistoryEntry => ({
  version: 1,
  type: 'X',
  actor_id: 'u1',
  actor_name: 'Anna Albers',
  occurred_at: '2026-03-02T10:00:00.000Z',
  position: 1,
  changes,
});

describe('task history', () => {
  it('names assignees by user and their status below', () => {
    const [assigned] = taskHistory([
      entry([
        {
          field: 'assignees',
          from: [{ user_id: 'u2', status: 'open' }],
          to: [
            { user_id: 'u2', status: 'done' },
            { user_id: 'u3', status: 'open' },
          ],
        },
      ]),
    ]);
    expect(assigned.changes).toEqual([
      { field: 'assignees.u2.status', from: 'open', to: 'done' },
      { field: 'assignees.u3', from: null, to: { user_id: 'u3', status: 'open' } },
    ]);
  });

  it('leaves out the bookkeeping of the fold: times, lifecycle, the status before overdue', () => {
    const [created] = taskHistory([
      entry([
        { field: 'lifecycle', from: 'none', to: 'live' },
        { field: 'created_at', from: null, to: 't0' },
        { field: 'updated_at', from: null, to: 't0' },
        { field: 'status_before_overdue', from: null, to: 'open' },
        { field: 'title', from: null, to: 'A' },
      ]),
    ]);
    expect(created.changes).toEqual([{ field: 'title', from: null, to: 'A' }]);
  });

  it('tells a due-tomorrow reminder as a fact of its own: from nothing to the due date reminded of', () => {
    const [first, again] = taskHistory([
      entry([
        { field: 'reminded_due_date', from: null, to: '2026-03-10' },
        { field: 'updated_at', from: 't0', to: 't1' },
      ]),
      entry([{ field: 'reminded_due_date', from: '2026-03-10', to: '2026-03-17' }]),
    ]);
    expect(first.changes).toEqual([{ field: 'reminded_due_date', from: null, to: '2026-03-10' }]);
    expect(again.changes).toEqual([{ field: 'reminded_due_date', from: null, to: '2026-03-17' }]);
  });
});
