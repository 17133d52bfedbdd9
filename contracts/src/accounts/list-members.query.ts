import { ROLES, MEMBER_STATUSES } from './roles';
import { SearchPageQuery } from '../validation/page-query';
import { QueryBoolean } from '../validation/query-values';
import { Bool, MaxLen, OneOf, Optional, Text } from '../validation/rules';

/**
 * GET v1/accounts/members and GET v2/users/: page, limit, search, unscoped and
 * `filter[x]` (Express 5 keeps the brackets in the key, so each filter is its own field).
 * `unscoped=true` includes removed members (status deleted), as the seed's API did.
 */
export class ListMembersQuery extends SearchPageQuery {
  /** GET v2/users/ takes `filter` as a search text. */
  @Optional()
  @Text()
  @MaxLen(255)
  filter?: string;

  @Optional()
  @QueryBoolean()
  @Bool()
  unscoped?: boolean;

  @Optional()
  @OneOf(MEMBER_STATUSES)
  'filter[status]'?: (typeof MEMBER_STATUSES)[number];

  @Optional()
  @OneOf(ROLES)
  'filter[role]'?: (typeof ROLES)[number];

  @Optional()
  @QueryBoolean()
  @Bool()
  'filter[portal]'?: boolean;

  @Optional()
  @Text()
  @MaxLen(255)
  'filter[search]'?: string;
}
