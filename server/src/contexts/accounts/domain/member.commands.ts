import type { ManageableRole, Role } from '@kollab/contracts';

/**
 * What a manager may do to a membership. The facts a rule needs beyond the member's
 * own stream (free slots, other managers, who asks) arrive with the command, read by
 * the handler, so the decision stays pure.
 */
export type MemberCommand =
  | { type: 'AddMember'; data: { user_id: string; roles: Role[]; slot_free: boolean } }
  | { type: 'GrantMemberRole'; data: { role: ManageableRole } }
  | { type: 'RevokeMemberRole'; data: { role: ManageableRole; other_active_managers: number } }
  | {
      type: 'ChangeMemberStatus';
      data: { status: 'active' | 'inactive'; actor_id: string; slot_free: boolean; other_active_managers: number };
    }
  | { type: 'RemoveMember'; data: { actor_id: string; other_active_managers: number } };
