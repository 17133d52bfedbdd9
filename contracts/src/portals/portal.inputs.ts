import { PageQuery } from '../validation/page-query';
import { Bool, OneOf, Optional, Required, Text, WhenPresent } from '../validation/rules';
import { IsUUID } from 'class-validator';

const Uuid = (): PropertyDecorator => IsUUID('all', { message: 'validation.invalid' });

/** POST v1/portals: a portal for a contact, looked after by `contact_person` (a member with the user role). */
export class CreatePortalInput {
  @Required()
  @Text()
  @Uuid()
  contact_id!: string;

  @Required()
  @Text()
  @Uuid()
  contact_person!: string;
}

/** PUT v1/portals/{id}: another member looks after the portal. */
export class ChangePortalInput {
  @Required()
  @Text()
  @Uuid()
  contact_person!: string;
}

/**
 * POST v1/portals/{id}/members: a contact person of the portal's contact becomes a
 * portal user (an account member with the contact role, invited by e-mail).
 */
export class AddPortalMemberInput {
  @Required()
  @Text()
  @Uuid()
  person_id!: string;

  @Optional()
  @Bool()
  extended_permissions?: boolean;
}

/** PATCH v1/portals/{id}/members/{user_id}: status and extended permissions. */
export class ChangePortalMemberInput {
  @WhenPresent()
  @Required()
  @OneOf(['active', 'inactive'])
  status?: 'active' | 'inactive';

  @WhenPresent()
  @Bool()
  extended_permissions?: boolean;
}

/** GET v1/portals: page, limit, and the portal of one contact (`filter[contact_id]`). */
export class ListPortalsQuery extends PageQuery {
  @Optional()
  @Text()
  @Uuid()
  'filter[contact_id]'?: string;
}
