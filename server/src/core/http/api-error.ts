import type { ErrorCode, FieldError } from '@kollab/contracts';

/** Per field: message keys with their values, or ready texts. */
export type FieldErrors = Record<string, Array<FieldError | string>>;

/** An error the API answers with a stable code and status (never a 500). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly errors?: FieldErrors,
    detail?: string,
    /** For 429: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? code);
    this.name = 'ApiError';
  }

  static notFound(): ApiError {
    return new ApiError(404, 'request.not_found');
  }

  static validation(errors: FieldErrors): ApiError {
    return new ApiError(422, 'request.validation_failed', errors);
  }
}
