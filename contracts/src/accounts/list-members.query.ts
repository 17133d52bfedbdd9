import { ROLES, MEMBER_STATUSES } from './roles';
import { QueryBoolean, QueryNumber } from '../validation/query-values';
import { AtLeast, AtMost, Bool, Int, MaxLen, OneOf, Optional, Text } from '../validation/rules';

/**
 * GET v1/accounts/members and GET v2/users/: page, limit, search, unscoped and
 * `filter[x]` (Express 5 keeps the brackets in the key, so each filter is its own field).
 * `unscoped=true` includes removed members (status deleted), as the seed's API did.
 */
export class ListMembersQuery {
  @Optional() @QueryNumber() @Int() @AtLeast(1)
  page?: number;

  @Optional() @QueryNumber() @Int() @AtLeast(1) @AtMost(500)
  limit?: number;

  /** Words matched against first name, last name, username and e-mail. */
  @Optional() @Text() @MaxLen(255)
  search?: string;

  /** GET v2/users/ takes `filter` as a search text. */
  @Optional() @Text() @MaxLen(255)
  filter?: string;

  @Optional() @QueryBoolean() @Bool()
  unscoped?: boolean;

  @Optional() @OneOf(MEMBER_STATUSES)
  'filter[status]'?: (typeof MEMBER_STATUSES)[number];

  @Optional() @OneOf(ROLES)
  'filter[role]'?: (typeof ROLES)[number];

  @Optional() @QueryBoolean() @Bool()
  'filter[portal]'?: boolean;

  @Optional() @Text() @MaxLen(255)
  'filter[search]'?: string;
}
