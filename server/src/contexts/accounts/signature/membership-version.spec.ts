import { membershipVersion, type SignedState } from './membership-version';

const state: SignedState = { roles: ['user', 'manager'], flags: ['apps.tasks'], termsAccepted: true, memberStatus: 'active', accountStatus: 'active' };

describe('membershipVersion', () => {
  it('ignores the order of roles and flags', () => {
    expect(membershipVersion({ ...state, roles: ['manager', 'user'] })).toBe(membershipVersion(state));
  });

  it('changes with roles, flags, terms, member status and account status', () => {
    const base = membershipVersion(state);
    const variants: SignedState[] = [
      { ...state, roles: ['user'] },
      { ...state, flags: [] },
      { ...state, termsAccepted: false },
      { ...state, memberStatus: 'inactive' },
      { ...state, accountStatus: 'marked_for_deletion' },
    ];
    for (const variant of variants) expect(membershipVersion(variant)).not.toBe(base);
  });
});
