import { ApiError } from '../../../core/http/api-error';
import { BookmarkInvalid, BookmarkRefused } from '../domain/bookmark.errors';

/** Rethrows a domain refusal as the API's answer (404, 409 or 422 with the field); anything else unchanged. */
export function rethrowBookmarkRefusal(error: unknown): never {
  if (error instanceof BookmarkRefused) throw new ApiError(error.reason === 'not_found' ? 404 : 409, error.code);
  if (error instanceof BookmarkInvalid) throw ApiError.validation({ [error.field]: [{ key: error.key, params: error.params }] });
  throw error;
}
