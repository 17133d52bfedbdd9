import { membershipVersion, type SignedState } from './membership-version';

const state: SignedState = {
  roles: ['user', 'manager'],
  flags: ['apps.tasks'],
  termsAccepted: true,
  memberStatus: 'active',
  accountStatus: 'active',
};

describe('membershipVersion', () => {
  it('ignores the order of roles and flags', () => {
    expect(membershipVersion({ ...state, roles: ['manager', 'user'] })).toBe(membershipVersion(state));
  });

  it('ignores the order of teams, and an empty team list is no team list', () => {
    expect(membershipVersion({ ...state, teamIds: ['t-2', 't-1'] })).toBe(membershipVersion({ ...state, teamIds: ['t-1', 't-2'] }));
    expect(membershipVersion({ ...state, teamIds: [] })).toBe(membershipVersion(state));
  });

  it('changes with roles, flags, terms, member status, account status and teams', () => {
    const base = membershipVersion(state);
    const variants: SignedState[] = [
      { ...state, roles: ['user'] },
      { ...state, flags: [] },
      { ...state, termsAccepted: false },
      { ...state, memberStatus: 'inactive' },
      { ...state, accountStatus: 'marked_for_deletion' },
      { ...state, teamIds: ['t-1'] },
      { ...state, roles: ['user', 'manager', 'team_admin'] },
    ];
    for (const variant of variants) expect(membershipVersion(variant)).not.toBe(base);
  });
});
