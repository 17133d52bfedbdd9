import { QueryNumber } from './query-values';
import { AtLeast, AtMost, Int, MaxLen, Optional, Text } from './rules';

/** The largest page a list answers (the server's MAX_PAGE_SIZE). */
export const PAGE_LIMIT_MAX = 500;

/** `page` (1-based) and `limit` of every paged list. */
export class PageQuery {
  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  page?: number;

  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  @AtMost(PAGE_LIMIT_MAX)
  limit?: number;
}

/** A paged list with a `search` text (words matched by the list's own fields). */
export class SearchPageQuery extends PageQuery {
  @Optional()
  @Text()
  @MaxLen(255)
  search?: string;
}
