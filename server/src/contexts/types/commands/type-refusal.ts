import { ApiError } from '../../../core/http/api-error';
import { TypeInvalid, TypeRefused } from '../domain/item-type.errors';

/** Runs a decision, turning a domain refusal into the API's answer (404, 409 or 422 with the field); anything else unchanged. */
export function decided<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (error instanceof TypeRefused) {
      const errors = error.detail ? { [error.detail.field]: [error.detail.error] } : undefined;
      throw new ApiError(error.reason === 'not_found' ? 404 : 409, error.code, errors);
    }
    if (error instanceof TypeInvalid) throw ApiError.validation({ [error.field]: [{ key: error.key, params: error.params }] });
    throw error;
  }
}
