import {
  canManageTeam,
  holdsTeamAdmin,
  normalizeTeamPermissions,
  type TeamAction,
  TEAM_CREATOR_PERMISSIONS,
  TEAM_NAME_MAX,
  TEAM_SHORT_MAX,
  type FieldError,
  type TeamPermission,
  DomainRefusal,
} from '@kollab/contracts';
import type { CreateTeam, TeamActor, TeamCommand } from './team.commands';
import type { TeamEvent, TeamMemberAdded } from './team.events';
import { alreadyMember, forbidden, lastAdmin, notEligible, notFound, teamExists } from './team.errors';
import { isTeamAdmin, memberOf, type TeamState } from './team.state';

/** Name and short trimmed; required, at most 255 and 5 characters (422 naming each bad field). */
function teamFields(data: { name: string; short: string }): { name: string; short: string } {
  const name = data.name.trim();
  const short = data.short.trim();
  const errors: Record<string, FieldError[]> = {};
  for (const [field, value, max] of [
    ['name', name, TEAM_NAME_MAX],
    ['short', short, TEAM_SHORT_MAX],
  ] as const) {
    if (value === '') errors[field] = [{ key: 'validation.required' }];
    else if (value.length > max) errors[field] = [{ key: 'validation.max_length', params: { max } }];
  }
  if (Object.keys(errors).length > 0) throw DomainRefusal.fields(errors);
  return { name, short };
}

/**
 * The members a new team starts with: those named (each an eligible user, once), and the
 * creator as its first admin (TEAM_CREATOR_PERMISSIONS) unless an admin is named. A
 * creator named without admin is given it; a creator who may not join teams (not an
 * active user of the account) leaves a team without an admin, which managers manage.
 */
function firstMembers(data: CreateTeam['data']): TeamMemberAdded['data'][] {
  const errors: Record<string, FieldError[]> = {};
  const seen = new Set<string>();
  const named = data.members.map(({ user_id, permissions, extended_permissions, eligible }, index) => {
    if (seen.has(user_id)) errors[`members.${index}.user_id`] = [{ key: 'teams.user_already_member' }];
    else if (!eligible) errors[`members.${index}.user_id`] = [{ key: 'teams.user_not_eligible' }];
    seen.add(user_id);
    return { user_id, permissions: normalizeTeamPermissions(permissions), extended_permissions };
  });
  if (Object.keys(errors).length > 0) throw DomainRefusal.fields(errors);
  if (named.some((member) => holdsTeamAdmin(member.permissions)) || !data.creator_eligible) return named;
  const creator = data.actor.user_id;
  const extended = named.find((member) => member.user_id === creator)?.extended_permissions ?? false;
  return [
    { user_id: creator, permissions: [...TEAM_CREATOR_PERMISSIONS], extended_permissions: extended },
    ...named.filter((member) => member.user_id !== creator),
  ];
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
 * Team rules (seed §3, §5, §6, §8): managers create and delete teams, the creator being
 * the first admin unless the creation names one (TeamCreated, then TeamMemberAdded for each
 * first member); managers and the team's admins change it and its members; name and short are required (max 255 and 5);
 * a member is an active user of the account, once; the last member holding admin can
 * neither leave nor lose admin. Nothing is recorded when nothing would change.
 */
export function decideTeam(command: TeamCommand, state: TeamState): TeamEvent[] {
  if (command.type === 'CreateTeam') {
    if (!may(state, command.data.actor, 'create')) throw forbidden();
    if (state.status !== 'none') throw teamExists();
    const created: TeamEvent = { type: 'TeamCreated', data: teamFields(command.data) };
    return [created, ...firstMembers(command.data).map((data): TeamEvent => ({ type: 'TeamMemberAdded', data }))];
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
