import { describe, expect, it } from 'vitest';
import { isImplied, isTicked, toggledGrant } from './team-grant';

describe('team grant checkboxes', () => {
  it('admin shows the four item permissions ticked and fixed', () => {
    const grant = { permissions: ['admin' as const], extended_permissions: false };
    expect(['read', 'create', 'edit', 'delete', 'admin'].map((box) => isTicked(grant, box as never))).toEqual([true, true, true, true, true]);
    expect(isImplied(grant, 'edit')).toBe(true);
    expect(isImplied(grant, 'admin')).toBe(false);
    expect(isImplied(grant, 'extended')).toBe(false);
  });

  it('ticking a box adds it in the order of TEAM_PERMISSIONS', () => {
    expect(toggledGrant({ permissions: ['edit'], extended_permissions: false }, 'read', true).permissions).toEqual(['read', 'edit']);
  });

  it('unticking admin keeps the item permissions it implied', () => {
    expect(toggledGrant({ permissions: ['admin'], extended_permissions: true }, 'admin', false)).toEqual({
      permissions: ['read', 'create', 'edit', 'delete'],
      extended_permissions: true,
    });
  });

  it('the extended box changes only extended_permissions', () => {
    expect(toggledGrant({ permissions: ['read'], extended_permissions: false }, 'extended', true)).toEqual({
      permissions: ['read'],
      extended_permissions: true,
    });
  });
});
