import { childCount, isAtOrBelow, type ClaimTree } from './claim-tree';

const TREE: ClaimTree = new Map([
  ['a', null],
  ['b', 'a'],
  ['c', 'b'],
  ['d', 'a'],
]);

describe('claim tree', () => {
  it('finds a node at or below another', () => {
    expect(isAtOrBelow(TREE, 'c', 'a')).toBe(true);
    expect(isAtOrBelow(TREE, 'b', 'b')).toBe(true);
    expect(isAtOrBelow(TREE, 'd', 'b')).toBe(false);
    expect(isAtOrBelow(TREE, 'a', 'c')).toBe(false);
  });

  it('ends on a broken tree instead of looping', () => {
    const loop: ClaimTree = new Map([
      ['x', 'y'],
      ['y', 'x'],
    ]);
    expect(isAtOrBelow(loop, 'x', 'z')).toBe(false);
  });

  it('counts direct children only', () => {
    expect(childCount(TREE, 'a')).toBe(2);
    expect(childCount(TREE, 'c')).toBe(0);
  });
});
