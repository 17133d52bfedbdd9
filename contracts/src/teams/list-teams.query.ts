import { QueryNumber } from '../validation/query-values';
import { AtLeast, AtMost, Int, MaxLen, Optional, Text } from '../validation/rules';

/** GET v1/teams: page, limit, search (words in name or short). */
export class ListTeamsQuery {
  @Optional() @QueryNumber() @Int() @AtLeast(1)
  page?: number;

  @Optional() @QueryNumber() @Int() @AtLeast(1) @AtMost(500)
  limit?: number;

  @Optional() @Text() @MaxLen(255)
  search?: string;
}
