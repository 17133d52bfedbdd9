import type { Role } from '@kollab/contracts';
import type { MemberCommand } from './member.commands';
import { decideMember } from './member.decide';
import type { MemberEvent } from './member.events';
import { evolveMember, initialMemberState, type MemberState } from './member.state';

const added = (roles: Role[] = ['user', 'manager']): MemberEvent => ({
  type: 'MemberAdded',
  data: { user_id: 'u-1', roles, portal: roles.includes('contact') },
});
const given = (...events: MemberEvent[]): MemberState => events.reduce(evolveMember, initialMemberState());
const when = (state: MemberState, command: MemberCommand) => decideMember(command, state);
const code = (c: string) => expect.objectContaining({ code: c });

describe('AddMember', () => {
  it('adds a member with a free slot, as a portal member when the roles hold contact', () => {
    expect(when(given(), { type: 'AddMember', data: { user_id: 'u-1', roles: ['contact'], slot_free: true } })).toEqual([
      { type: 'MemberAdded', data: { user_id: 'u-1', roles: ['contact'], portal: true } },
    ]);
  });

  it('refuses without a free slot (not enough user slots)', () => {
    expect(() => when(given(), { type: 'AddMember', data: { user_id: 'u-1', roles: ['user'], slot_free: false } })).toThrow(
      code('member.not_enough_user_slots'),
    );
    expect(() => when(given(), { type: 'AddMember', data: { user_id: 'u-1', roles: ['contact'], slot_free: false } })).toThrow(
      code('member.not_enough_portal_user_slots'),
    );
  });

  it('refuses a user who is a member already, but adds a removed one again', () => {
    expect(() => when(given(added()), { type: 'AddMember', data: { user_id: 'u-1', roles: ['user'], slot_free: true } })).toThrow(
      code('member.email_exists'),
    );
    const removed = given(added(), { type: 'MemberRemoved', data: {} });
    expect(when(removed, { type: 'AddMember', data: { user_id: 'u-1', roles: ['user'], slot_free: true } })).toHaveLength(1);
  });
});

describe('roles', () => {
  it('grants a role once', () => {
    const state = given(added(['user']));
    expect(when(state, { type: 'GrantMemberRole', data: { role: 'billing' } })).toEqual([{ type: 'MemberRoleGranted', data: { role: 'billing' } }]);
    expect(when(given(added(['user', 'billing'])), { type: 'GrantMemberRole', data: { role: 'billing' } })).toEqual([]);
  });

  it('gives portal members no management role', () => {
    expect(() => when(given(added(['contact'])), { type: 'GrantMemberRole', data: { role: 'manager' } })).toThrow(code('member.portal_member_role'));
  });

  it('keeps the manager role of the last active manager', () => {
    expect(() => when(given(added()), { type: 'RevokeMemberRole', data: { role: 'manager', other_active_managers: 0 } })).toThrow(
      code('member.last_manager'),
    );
    expect(when(given(added()), { type: 'RevokeMemberRole', data: { role: 'manager', other_active_managers: 1 } })).toEqual([
      { type: 'MemberRoleRevoked', data: { role: 'manager' } },
    ]);
  });

  it('revokes nothing the member does not hold', () => {
    expect(when(given(added(['user'])), { type: 'RevokeMemberRole', data: { role: 'surveys', other_active_managers: 0 } })).toEqual([]);
  });
});

describe('ChangeMemberStatus', () => {
  const status = (s: 'active' | 'inactive', extra: Partial<{ actor_id: string; slot_free: boolean; other_active_managers: number }> = {}) =>
    ({ type: 'ChangeMemberStatus', data: { status: s, actor_id: 'u-2', slot_free: true, other_active_managers: 1, ...extra } }) as const;

  it('cannot deactivate own account', () => {
    expect(() => when(given(added()), status('inactive', { actor_id: 'u-1' }))).toThrow(code('member.cannot_deactivate_self'));
  });

  it('deactivates and reactivates, reactivation needing a free slot', () => {
    const inactive = given(added(['user']), ...when(given(added(['user'])), status('inactive')));
    expect(inactive.status).toBe('inactive');
    expect(() => when(inactive, status('active', { slot_free: false }))).toThrow(code('member.not_enough_user_slots'));
    expect(when(inactive, status('active'))).toEqual([{ type: 'MemberStatusChanged', data: { status: 'active' } }]);
  });

  it('does not deactivate the last active manager, and records nothing for the same status', () => {
    expect(() => when(given(added()), status('inactive', { other_active_managers: 0 }))).toThrow(code('member.last_manager'));
    expect(when(given(added()), status('active'))).toEqual([]);
  });
});

describe('RemoveMember', () => {
  it('removes a member, not oneself, and refuses a removed one', () => {
    expect(when(given(added(['user'])), { type: 'RemoveMember', data: { actor_id: 'u-2', other_active_managers: 0 } })).toEqual([
      { type: 'MemberRemoved', data: {} },
    ]);
    expect(() => when(given(added()), { type: 'RemoveMember', data: { actor_id: 'u-1', other_active_managers: 1 } })).toThrow(
      code('member.cannot_remove_self'),
    );
    const removed = given(added(['user']), { type: 'MemberRemoved', data: {} });
    expect(() => when(removed, { type: 'RemoveMember', data: { actor_id: 'u-2', other_active_managers: 0 } })).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });
});
