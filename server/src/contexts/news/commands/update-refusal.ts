import { ApiError } from '../../../core/http/api-error';
import { UpdateRefused } from '../domain/update.errors';

/** Rethrows a domain refusal as the API's answer (404 or 409 with its code); anything else unchanged. */
export function rethrowUpdateRefusal(error: unknown): never {
  if (error instanceof UpdateRefused) throw new ApiError(error.reason === 'not_found' ? 404 : 409, error.code);
  throw error;
}
