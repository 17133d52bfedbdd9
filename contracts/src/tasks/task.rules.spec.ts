import { parseDueDateFilter } from './task.rules';

describe('filter[due_date]', () => {
  it('takes one day', () => {
    expect(parseDueDateFilter('2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
  it('takes a range with either end open', () => {
    expect(parseDueDateFilter('2026-03-01..2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(parseDueDateFilter('2026-03-01..')).toEqual({ from: '2026-03-01' });
    expect(parseDueDateFilter('..2026-03-31')).toEqual({ to: '2026-03-31' });
  });
  it('refuses what is not a date, an empty or backwards range', () => {
    for (const value of ['2026-02-30', 'morgen', '..', '2026-04-01..2026-03-01', '2026-03-01..2026-03-02..2026-03-03'])
      expect(parseDueDateFilter(value)).toBeUndefined();
  });
});
