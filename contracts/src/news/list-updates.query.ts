import { AtLeast, AtMost, Int, Optional } from '../validation/rules';
import { QueryNumber } from '../validation/query-values';
import { UPDATE_LIST_LIMIT } from './update-rules';

/** GET /api/v2/updates?limit=10: the newest published updates, at most 10 (seed §9). */
export class ListUpdatesQuery {
  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  @AtMost(UPDATE_LIST_LIMIT)
  limit?: number;
}
