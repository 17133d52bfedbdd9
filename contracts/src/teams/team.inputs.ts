import { Type } from 'class-transformer';
import { ArrayUnique, IsObject, ValidateNested } from 'class-validator';
import { EachOneOf } from '../accounts/account.rules';
import { TEAM_PERMISSIONS, type TeamPermission } from '../policy/team-permissions';
import { Bool, List, MaxLen, Optional, Pattern, Required, Text } from '../validation/rules';
import { TEAM_MEMBERS_ON_CREATE_MAX, TEAM_NAME_MAX, TEAM_SHORT_MAX } from './team.rules';

/** A team's name and short. */
class TeamFieldsInput {
  @Required()
  @Text()
  @Pattern(/\S/, 'validation.required')
  @MaxLen(TEAM_NAME_MAX)
  name!: string;

  /** The team's prefix (seed §3 "short"). */
  @Required()
  @Text()
  @Pattern(/\S/, 'validation.required')
  @MaxLen(TEAM_SHORT_MAX)
  short!: string;
}

/** PUT v1/teams/{id} (manager or the team's admin): name and short, both required. */
export class ChangeTeamInput extends TeamFieldsInput {}

/** PUT v1/teams/{id}/members/{user_id}: the member's permissions in the team. */
export class ChangeTeamMemberInput {
  /** May be empty: a member without item permissions still belongs to the team (extended permissions of others reach their items). */
  @Required()
  @List(TEAM_PERMISSIONS.length)
  @ArrayUnique({ message: 'validation.invalid' })
  @EachOneOf(TEAM_PERMISSIONS)
  permissions!: TeamPermission[];

  @Required()
  @Bool()
  extended_permissions!: boolean;
}

/** POST v1/teams/{id}/members: an active user of the organisation (role user, not a portal user) joins the team. */
export class AddTeamMemberInput extends ChangeTeamMemberInput {
  @Required()
  @Text()
  @MaxLen(64)
  user_id!: string;
}

/**
 * POST v1/teams (manager): a new team. Its creator becomes its first admin (read, create,
 * edit, delete, admin) unless `members` names an admin; `members` (active users of the
 * account, each once) join with the team.
 */
export class CreateTeamInput extends TeamFieldsInput {
  @Optional()
  @List(TEAM_MEMBERS_ON_CREATE_MAX)
  @IsObject({ each: true, message: 'validation.invalid' })
  @ValidateNested({ each: true })
  @Type(() => AddTeamMemberInput)
  members?: AddTeamMemberInput[];
}
