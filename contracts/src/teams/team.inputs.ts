import { ArrayUnique } from 'class-validator';
import { EachOneOf } from '../accounts/account.rules';
import { TEAM_PERMISSIONS, type TeamPermission } from '../policy/team-permissions';
import { Bool, List, MaxLen, Pattern, Required, Text } from '../validation/rules';
import { TEAM_NAME_MAX, TEAM_SHORT_MAX } from './team.rules';

/** POST v1/teams (manager): a new team. */
export class CreateTeamInput {
  @Required() @Text() @Pattern(/\S/, 'validation.required') @MaxLen(TEAM_NAME_MAX)
  name!: string;

  /** The team's prefix (seed §3 "short"). */
  @Required() @Text() @Pattern(/\S/, 'validation.required') @MaxLen(TEAM_SHORT_MAX)
  short!: string;
}

/** PUT v1/teams/{id} (manager or the team's admin): name and short, both required. */
export class ChangeTeamInput extends CreateTeamInput {}

/** PUT v1/teams/{id}/members/{user_id}: the member's permissions in the team. */
export class ChangeTeamMemberInput {
  /** May be empty: a member without item permissions still belongs to the team (extended permissions of others reach their items). */
  @Required() @List(TEAM_PERMISSIONS.length) @ArrayUnique({ message: 'validation.invalid' }) @EachOneOf(TEAM_PERMISSIONS)
  permissions!: TeamPermission[];

  @Required() @Bool()
  extended_permissions!: boolean;
}

/** POST v1/teams/{id}/members: an active user of the organisation (role user, not a portal user) joins the team. */
export class AddTeamMemberInput extends ChangeTeamMemberInput {
  @Required() @Text() @MaxLen(64)
  user_id!: string;
}
