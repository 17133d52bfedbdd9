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

  /** With `tenancy.other_account`: the caller's organisation that holds the item (ApiErrorBody.account). */
  account?: { account_id: string; account_name: string };

  /**
   * 404 `tenancy.other_account`: the item is not in the caller's account but in another one of
   * theirs, where they may read it (seed §8 "content from another account").
   */
  static otherAccount(account: { account_id: string; account_name: string }): ApiError {
    const error = new ApiError(404, 'tenancy.other_account');
    error.account = { account_id: account.account_id, account_name: account.account_name };
    return error;
  }

  static notFound(): ApiError {
    return new ApiError(404, 'request.not_found');
  }

  static validation(errors: FieldErrors): ApiError {
    return new ApiError(422, 'request.validation_failed', errors);
  }
}
