import { MaxLen, Pattern, Required, Text } from '../validation/rules';
import { BOOKMARK_LABEL_MAX, BOOKMARK_PATH_MAX, BOOKMARK_PATH_PATTERN } from './bookmark-rules';

/**
 * POST /api/v1/bookmarks/: bookmarks `path` for the caller, or renames the caller's
 * bookmark of that path (the seed has no other call to edit a label).
 */
export class AddBookmarkInput {
  @Required()
  @Text()
  @MaxLen(BOOKMARK_PATH_MAX)
  @Pattern(BOOKMARK_PATH_PATTERN, 'bookmarks.path_invalid')
  path!: string;

  @Required()
  @Text()
  @Pattern(/\S/, 'validation.required')
  @MaxLen(BOOKMARK_LABEL_MAX)
  label!: string;
}
