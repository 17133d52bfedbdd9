import { ArrayMinSize } from 'class-validator';
import { Password } from '../identity/password.rules';
import { Username } from '../identity/username.rules';
import { Email, List, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import { EachOneOf } from './account.rules';
import { ROLES, type Role } from './roles';

/** Roles a manager grants and revokes on the members screen (seed §2). */
export const MANAGEABLE_ROLES = ['manager', 'billing', 'surveys'] as const satisfies readonly Role[];
export type ManageableRole = (typeof MANAGEABLE_ROLES)[number];

/** Roles a new member may start with: all but the system admin's. */
export const MEMBER_ROLES = ROLES.filter((role) => role !== 'admin');

/**
 * A member by e-mail. An existing user is added as they are (names ignored); a new
 * user needs username, first and last name (422 on those fields otherwise). Roles
 * default to ['user']; ['contact'] makes a portal member (portal user slots).
 */
export class NewMemberInput {
  @Required()
  @Text()
  @Email()
  @MaxLen(255)
  email!: string;

  @Optional()
  @Text()
  @Username()
  username?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  first_name?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  last_name?: string;

  @Optional()
  @List(10)
  @ArrayMinSize(1, { message: 'validation.required' })
  @EachOneOf(MEMBER_ROLES)
  roles?: Role[];

  @Optional()
  @OneOf(['de', 'en'])
  locale?: 'de' | 'en';
}

/** POST v1/accounts/members: a new user signs in first with this temporary password (then must choose their own). */
export class CreateMemberInput extends NewMemberInput {
  @Optional()
  @Password()
  temporary_password?: string;
}

/** POST v1/accounts/members/invitations: a new user gets an activation link by mail. */
export class InviteMemberInput extends NewMemberInput {}

/** PATCH v1/accounts/members/{id}/attributes/status */
export class ChangeMemberStatusInput {
  @Required()
  @OneOf(['active', 'inactive'])
  status!: 'active' | 'inactive';
}

/** POST v1/accounts/members/{id}/roles */
export class GrantMemberRoleInput {
  @Required()
  @OneOf(MANAGEABLE_ROLES)
  role!: ManageableRole;
}
