import { canManageTeam, holdsTeamAdmin, normalizeTeamPermissions, type TeamAction, TEAM_NAME_MAX, TEAM_SHORT_MAX, type FieldError, type TeamPermission } from '@kollab/contracts';
import type { TeamActor, TeamCommand } from './team.commands';
import type { TeamEvent } from './team.events';
import { alreadyMember, forbidden, lastAdmin, notEligible, notFound, teamExists, TeamInvalid } from './team.errors';
import { isTeamAdmin, memberOf, type TeamState } from './team.state';

/** Name and short trimmed; required, at most 255 and 5 characters (422 naming each bad field). */
function teamFields(data: { name: string; short: string }): { name: string; short: string } {
  const name = data.name.trim();
  const short = data.short.trim();
  const errors: Record<string, FieldError[]> = {};
  for (const [field, value, max] of [['name', name, TEAM_NAME_MAX], ['short', short, TEAM_SHORT_MAX]] as const) {
    if (value === '') errors[field] = [{ key: 'validation.required' }];
    else if (value.length > max) errors[field] = [{ key: 'validation.max_length', params: { max } }];
  }
  if (Object.keys(errors).length > 0) throw new TeamInvalid(errors);
  return { name, short };
}

/** Would the team be left without an admin if `userId` no longer held admin? (A team that has none stays so.) */
function isLastAdmin(state: TeamState, userId: string): boolean {
  return isTeamAdmin(state, userId) && state.members.filter((m) => holdsTeamAdmin(m.permissions)).length === 1;
}

/**
 * Asks the one policy (`canManageTeam`): managers create, manage and delete every team;
 * a team's admins manage that team only. The actor's grant comes from the team's own
 * state, so the rule sees the membership the append is based on.
 */
function may(state: TeamState, actor: TeamActor, action: TeamAction): boolean {
  const member = memberOf(state, actor.user_id);
  const teams = member ? [{ team_id: THIS_TEAM, permissions: member.permissions, extended_permissions: member.extended_permissions }] : [];
  return canManageTeam({ roles: actor.manager ? ['manager'] : [], teams }, action, THIS_TEAM);
}
const THIS_TEAM = 'this-team';

const samePermissions = (a: readonly TeamPermission[], b: readonly TeamPermission[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Team rules (seed §3, §5, §6, §8): managers create and delete teams; managers and the
 * team's admins change it and its members; name and short are required (max 255 and 5);
 * a member is an active user of the account, once; the last member holding admin can
 * neither leave nor lose admin. Nothing is recorded when nothing would change.
 */
export function decideTeam(command: TeamCommand, state: TeamState): TeamEvent[] {
  if (command.type === 'CreateTeam') {
    if (!may(state, command.data.actor, 'create')) throw forbidden();
    if (state.status !== 'none') throw teamExists();
    return [{ type: 'TeamCreated', data: teamFields(command.data) }];
  }
  if (state.status !== 'active') throw notFound();
  if (command.type === 'RemoveDepartedMember') {
    // The user left the organisation: they go even as the last admin (managers still manage the team).
    const { user_id } = command.data;
    return memberOf(state, user_id) ? [{ type: 'TeamMemberRemoved', data: { user_id, reason: 'left_account' } }] : [];
  }
  const { actor } = command.data;
  if (!may(state, actor, command.type === 'DeleteTeam' ? 'delete' : 'manage')) throw forbidden();
  switch (command.type) {
    case 'ChangeTeam': {
      const fields = teamFields(command.data);
      const changed = {
        ...(fields.name !== state.name ? { name: fields.name } : {}),
        ...(fields.short !== state.short ? { short: fields.short } : {}),
      };
      return Object.keys(changed).length > 0 ? [{ type: 'TeamChanged', data: changed }] : [];
    }
    case 'DeleteTeam':
      return [{ type: 'TeamDeleted', data: {} }];
    case 'AddTeamMember': {
      const { user_id, extended_permissions, eligible } = command.data;
      if (memberOf(state, user_id)) throw alreadyMember();
      if (!eligible) throw notEligible();
      const permissions = normalizeTeamPermissions(command.data.permissions);
      return [{ type: 'TeamMemberAdded', data: { user_id, permissions, extended_permissions } }];
    }
    case 'ChangeTeamMemberPermissions': {
      const { user_id, extended_permissions } = command.data;
      const member = memberOf(state, user_id);
      if (!member) throw notFound();
      const permissions = normalizeTeamPermissions(command.data.permissions);
      if (samePermissions(permissions, member.permissions) && extended_permissions === member.extended_permissions) return [];
      if (!holdsTeamAdmin(permissions) && isLastAdmin(state, user_id)) throw lastAdmin();
      return [{ type: 'TeamMemberPermissionsChanged', data: { user_id, permissions, extended_permissions } }];
    }
    case 'RemoveTeamMember': {
      const { user_id } = command.data;
      if (!memberOf(state, user_id)) throw notFound();
      if (isLastAdmin(state, user_id)) throw lastAdmin();
      return [{ type: 'TeamMemberRemoved', data: { user_id, reason: 'removed' } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
