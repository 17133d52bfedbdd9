import { describe, expect, it } from 'vitest';
import { sortDirectionOf, toggledOrder } from './sort-order';

describe('sort order of a list', () => {
  it('a field sorts ascending, -field descending, any other order not by that field', () => {
    expect(sortDirectionOf('number', 'number')).toBe('asc');
    expect(sortDirectionOf('-number', 'number')).toBe('desc');
    expect(sortDirectionOf('-name', 'number')).toBe(false);
  });

  it('a click on a header sorts ascending first, then the other way round, then ascending again', () => {
    expect(toggledOrder('-name', 'number')).toBe('number');
    expect(toggledOrder('number', 'number')).toBe('-number');
    expect(toggledOrder('-number', 'number')).toBe('number');
  });
});
