import type { Role } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { MemberCommand } from './member.commands';
import { decideMember } from './member.decide';
import type { MemberEvent } from './member.events';
import { evolveMember, initialMemberState } from './member.state';

const added = (roles: Role[] = ['user', 'manager']): MemberEvent => ({
  type: 'MemberAdded',
  data: { user_id: 'u-1', roles, portal: roles.includes('contact') },
});
const removed: MemberEvent = { type: 'MemberRemoved', data: {} };
const spec = DeciderSpecification.for({ decide: decideMember, evolve: evolveMember, initialState: initialMemberState });
const newMember = spec.given();
/** u-1, an active user and manager. */
const manager = spec.given(added());
const user = spec.given(added(['user']));
const removedUser = spec.given(added(['user']), removed);
const add = (roles: Role[], slot_free = true): MemberCommand => ({ type: 'AddMember', data: { user_id: 'u-1', roles, slot_free } });

describe('AddMember', () => {
  it('adds a member with a free slot, as a portal member when the roles hold contact', () => {
    newMember.when(add(['contact'])).then([{ type: 'MemberAdded', data: { user_id: 'u-1', roles: ['contact'], portal: true } }]);
  });

  it('refuses without a free slot (not enough user slots)', () => {
    newMember.when(add(['user'], false)).thenRefuses('conflict', 'member.not_enough_user_slots');
    newMember.when(add(['contact'], false)).thenRefuses('conflict', 'member.not_enough_portal_user_slots');
  });

  it('refuses a user who is a member already, but adds a removed one again', () => {
    manager.when(add(['user'])).thenRefuses('conflict', 'member.email_exists');
    spec
      .given(added(), removed)
      .when(add(['user']))
      .then([added(['user'])]);
  });
});

describe('roles', () => {
  it('grants a role once', () => {
    user.when({ type: 'GrantMemberRole', data: { role: 'billing' } }).then([{ type: 'MemberRoleGranted', data: { role: 'billing' } }]);
    spec
      .given(added(['user', 'billing']))
      .when({ type: 'GrantMemberRole', data: { role: 'billing' } })
      .thenNothing();
  });

  it('gives portal members no management role', () => {
    spec
      .given(added(['contact']))
      .when({ type: 'GrantMemberRole', data: { role: 'manager' } })
      .thenRefuses('invalid', 'member.portal_member_role');
  });

  it('keeps the manager role of the last active manager', () => {
    manager.when({ type: 'RevokeMemberRole', data: { role: 'manager', other_active_managers: 0 } }).thenRefuses('conflict', 'member.last_manager');
    manager
      .when({ type: 'RevokeMemberRole', data: { role: 'manager', other_active_managers: 1 } })
      .then([{ type: 'MemberRoleRevoked', data: { role: 'manager' } }]);
  });

  it('revokes nothing the member does not hold', () => {
    user.when({ type: 'RevokeMemberRole', data: { role: 'surveys', other_active_managers: 0 } }).thenNothing();
  });
});

describe('ChangeMemberStatus', () => {
  const status = (s: 'active' | 'inactive', extra: Partial<{ actor_id: string; slot_free: boolean; other_active_managers: number }> = {}) =>
    ({ type: 'ChangeMemberStatus', data: { status: s, actor_id: 'u-2', slot_free: true, other_active_managers: 1, ...extra } }) as const;

  it('cannot deactivate own account', () => {
    manager.when(status('inactive', { actor_id: 'u-1' })).thenRefuses('forbidden', 'member.cannot_deactivate_self');
  });

  it('deactivates and reactivates, reactivation needing a free slot', () => {
    const deactivated: MemberEvent = { type: 'MemberStatusChanged', data: { status: 'inactive' } };
    user.when(status('inactive')).then([deactivated]);
    const inactive = spec.given(added(['user']), deactivated);
    expect(inactive.state.status).toBe('inactive');
    inactive.when(status('active', { slot_free: false })).thenRefuses('conflict', 'member.not_enough_user_slots');
    inactive.when(status('active')).then([{ type: 'MemberStatusChanged', data: { status: 'active' } }]);
  });

  it('does not deactivate the last active manager, and records nothing for the same status', () => {
    manager.when(status('inactive', { other_active_managers: 0 })).thenRefuses('conflict', 'member.last_manager');
    manager.when(status('active')).thenNothing();
  });
});

describe('RemoveMember', () => {
  it('removes a member, not oneself, and refuses a removed one', () => {
    user.when({ type: 'RemoveMember', data: { actor_id: 'u-2', other_active_managers: 0 } }).then([removed]);
    manager.when({ type: 'RemoveMember', data: { actor_id: 'u-1', other_active_managers: 1 } }).thenRefuses('forbidden', 'member.cannot_remove_self');
    removedUser.when({ type: 'RemoveMember', data: { actor_id: 'u-2', other_active_managers: 0 } }).thenRefuses('not_found');
  });
});
