import { describe, expect, it } from 'vitest';
import { exportFilterOf } from './export-filter';

describe('exportFilterOf', () => {
  it('takes the brackets off the filter keys and keeps the order', () => {
    expect(exportFilterOf({ 'filter[status]': 'open', order: '-due_date' })).toEqual({ status: 'open', order: '-due_date' });
  });

  it('leaves out page and limit (an export holds every match)', () => {
    expect(exportFilterOf({ page: 3, limit: 50, order: 'number', 'filter[team]': 'team-1' })).toEqual({ order: 'number', team: 'team-1' });
  });

  it('leaves out what is not set, and keeps booleans and numbers as they are', () => {
    expect(exportFilterOf({ 'filter[search]': undefined, 'filter[author]': '', 'filter[hide_resolved]': true, 'filter[min]': 0 })).toEqual({
      hide_resolved: true,
      min: 0,
    });
  });

  it('keeps nothing but filters and the order', () => {
    expect(exportFilterOf({ unscoped: true, format: 'tree' })).toEqual({});
  });
});
