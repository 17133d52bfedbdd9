import type { TeamPermission } from '@kollab/contracts';

/** Who asks, as the rules need it: a manager of the account, or else a member who may administer this team. */
export interface TeamActor {
  user_id: string;
  manager: boolean;
}

interface MemberPermissions {
  user_id: string;
  permissions: TeamPermission[];
  extended_permissions: boolean;
}

/**
 * What may be done to a team. The facts a rule needs beyond the team's own stream
 * (is the caller a manager, is the new member an active user of the account) arrive
 * with the command, read by the handler, so the decision stays pure.
 */
/** A member named on creation; `eligible` as for AddTeamMember. */
export type FirstMember = MemberPermissions & { eligible: boolean };
/**
 * `members`: the members named in the create body (each with `eligible`); `creator_eligible`:
 * the actor may join teams (an active user of the account). The creator becomes the first
 * admin unless `members` names one.
 */
export type CreateTeam = {
  type: 'CreateTeam';
  data: { name: string; short: string; actor: TeamActor; creator_eligible: boolean; members: FirstMember[] };
};
export type ChangeTeam = { type: 'ChangeTeam'; data: { name: string; short: string; actor: TeamActor } };
export type DeleteTeam = { type: 'DeleteTeam'; data: { actor: TeamActor } };
/** `eligible`: the user is an active member of the account with the user role (not a portal user). */
export type AddTeamMember = { type: 'AddTeamMember'; data: MemberPermissions & { eligible: boolean; actor: TeamActor } };
export type ChangeTeamMemberPermissions = { type: 'ChangeTeamMemberPermissions'; data: MemberPermissions & { actor: TeamActor } };
export type RemoveTeamMember = { type: 'RemoveTeamMember'; data: { user_id: string; actor: TeamActor } };
/** The system removes a user who left the organisation (reaction to accounts' MemberRemoved). */
export type RemoveDepartedMember = { type: 'RemoveDepartedMember'; data: { user_id: string } };

export type TeamCommand =
  CreateTeam | ChangeTeam | DeleteTeam | AddTeamMember | ChangeTeamMemberPermissions | RemoveTeamMember | RemoveDepartedMember;
