import { viewSchema } from '../../../core/http/openapi-schemas';

// The bookmark routes' answers, by the contracts types they return (bodies: the @Body() parameter's class).

export const BOOKMARK_LIST_SCHEMA = viewSchema('BookmarkListView');
export { WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';
