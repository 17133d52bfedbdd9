import { accountAccess, accountFlags } from './account-access';

const account = { deleted: false, status: 'active' as const };
const member = { status: 'active' as const, roles: ['user' as const] };

describe('accountAccess', () => {
  it('grants an active member of a live account', () => {
    expect(accountAccess({ account, member })).toBe('granted');
  });

  it('knows no removed account, no stranger and no removed member', () => {
    expect(accountAccess({ member })).toBe('unknown');
    expect(accountAccess({ account: { ...account, deleted: true }, member })).toBe('unknown');
    expect(accountAccess({ account })).toBe('unknown');
    expect(accountAccess({ account, member: { ...member, status: 'deleted' } })).toBe('unknown');
  });

  it('refuses a deactivated member', () => {
    expect(accountAccess({ account, member: { ...member, status: 'inactive' } })).toBe('inactive');
  });

  it('lets only managers into an account marked for deletion', () => {
    const marked = { ...account, status: 'marked_for_deletion' as const };
    expect(accountAccess({ account: marked, member })).toBe('marked_for_deletion');
    expect(accountAccess({ account: marked, member: { ...member, roles: ['user', 'manager'] } })).toBe('granted');
  });
});

describe('accountFlags', () => {
  it('lists the apps as apps.<app> before the other flags', () => {
    expect(accountFlags(['tasks', 'contacts'], ['feature.export_claims'])).toEqual(['apps.tasks', 'apps.contacts', 'feature.export_claims']);
  });
});
