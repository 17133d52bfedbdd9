import { Username } from '../identity/username.rules';
import { AtLeast, AtMost, Email, Int, List, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import { ACCOUNT_FLAGS, AccountDomain, AccountName, EachOneOf } from './account.rules';
import { SearchPageQuery } from '../validation/page-query';
import { ACCOUNT_STATUSES, APPS, type App, type FeatureFlag } from './roles';

/**
 * POST v1/admin/accounts: an organisation with its first manager. An existing user
 * (by e-mail) becomes manager as they are; otherwise a new user is invited by mail and
 * `manager_username`, `manager_first_name`, `manager_last_name` are required.
 */
export class CreateAccountInput {
  @Required()
  @Text()
  @AccountName()
  name!: string;

  @Required()
  @Text()
  @AccountDomain()
  domain!: string;

  @Optional()
  @List(APPS.length)
  @EachOneOf(APPS)
  apps?: App[];

  @Optional()
  @List(ACCOUNT_FLAGS.length)
  @EachOneOf(ACCOUNT_FLAGS)
  flags?: FeatureFlag[];

  @Optional()
  @Int()
  @AtLeast(0)
  @AtMost(100000)
  user_slots?: number;

  @Optional()
  @Int()
  @AtLeast(0)
  @AtMost(100000)
  portal_user_slots?: number;

  @Required()
  @Text()
  @Email()
  @MaxLen(255)
  manager_email!: string;

  @Optional()
  @Text()
  @Username()
  manager_username?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  manager_first_name?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  manager_last_name?: string;
}

/** GET v1/admin/accounts */
export class ListAccountsQuery extends SearchPageQuery {
  @Optional()
  @OneOf(ACCOUNT_STATUSES)
  'filter[status]'?: (typeof ACCOUNT_STATUSES)[number];
}
