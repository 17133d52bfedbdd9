import type { MemberCommand } from './member.commands';
import type { MemberEvent } from './member.events';
import { notFound, refused } from './accounts.errors';
import { isGone, type MemberState } from './member.state';

/** A portal member holds the contact role; it counts against the portal user slots. */
export const isPortalMember = (roles: readonly string[]): boolean => roles.includes('contact');

const slotsFull = (portal: boolean) => refused(portal ? 'member.not_enough_portal_user_slots' : 'member.not_enough_user_slots');

/**
 * Membership rules (seed §4, §6, §8): adding needs a free slot and refuses a member
 * who is one already; nobody deactivates or removes themselves; the last active
 * manager keeps the role; reactivating needs a free slot; portal members (contacts)
 * cannot be given management roles; nothing changes when nothing would.
 */
export function decideMember(command: MemberCommand, state: MemberState): MemberEvent[] {
  if (command.type === 'AddMember') {
    if (!isGone(state)) throw refused('member.email_exists');
    const portal = isPortalMember(command.data.roles);
    if (!command.data.slot_free) throw slotsFull(portal);
    const roles = [...new Set(command.data.roles)];
    return [{ type: 'MemberAdded', data: { user_id: command.data.user_id, roles, portal } }];
  }
  if (isGone(state)) throw notFound();
  const isLastManager = (others: number) => state.roles.includes('manager') && state.status === 'active' && others === 0;
  switch (command.type) {
    case 'GrantMemberRole':
      if (state.roles.includes(command.data.role)) return [];
      if (state.portal) throw refused('member.portal_member_role', 'invalid');
      return [{ type: 'MemberRoleGranted', data: { role: command.data.role } }];
    case 'RevokeMemberRole':
      if (!state.roles.includes(command.data.role)) return [];
      if (command.data.role === 'manager' && isLastManager(command.data.other_active_managers)) throw refused('member.last_manager');
      return [{ type: 'MemberRoleRevoked', data: { role: command.data.role } }];
    case 'ChangeMemberStatus': {
      const { status, actor_id, slot_free, other_active_managers } = command.data;
      if (state.userId === actor_id) throw refused('member.cannot_deactivate_self', 'forbidden');
      if (status === state.status) return [];
      if (status === 'inactive' && isLastManager(other_active_managers)) throw refused('member.last_manager');
      if (status === 'active' && !slot_free) throw slotsFull(state.portal);
      return [{ type: 'MemberStatusChanged', data: { status } }];
    }
    case 'RemoveMember':
      if (state.userId === command.data.actor_id) throw refused('member.cannot_remove_self', 'forbidden');
      if (isLastManager(command.data.other_active_managers)) throw refused('member.last_manager');
      return [{ type: 'MemberRemoved', data: {} }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
