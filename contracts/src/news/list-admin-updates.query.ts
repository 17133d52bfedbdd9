import { AtLeast, AtMost, Int, Optional } from '../validation/rules';
import { QueryNumber } from '../validation/query-values';
import { ADMIN_UPDATE_PAGE_MAX } from './update-rules';

/** GET /api/v2/admin/updates?page=&limit=: every update, scheduled ones included, newest first. */
export class ListAdminUpdatesQuery {
  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  page?: number;

  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  @AtMost(ADMIN_UPDATE_PAGE_MAX)
  limit?: number;
}
