import { describe, expect, it } from 'vitest';
import { sharedNamesOf } from './shared-names';

describe('sharedNamesOf', () => {
  it('collects the names portal views carry; staff views and empty slots add nothing', () => {
    const portal = { id: 't1', type: 'rek', type_title: 'Reklamation', user_names: { u1: 'Ben Brandt' } };
    const staff = { id: 't2', type: 'auf', assignees: [] };
    const untyped = { id: 't3', type: null, type_title: null, user_names: { u2: 'Anna Albers' } };
    expect(sharedNamesOf([portal, staff, null, untyped])).toEqual({ users: { u1: 'Ben Brandt', u2: 'Anna Albers' }, types: { rek: 'Reklamation' } });
    expect(sharedNamesOf([])).toEqual({ users: {}, types: {} });
  });
});
