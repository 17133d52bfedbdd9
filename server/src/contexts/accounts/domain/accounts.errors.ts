import type { ErrorCode } from '@kollab/contracts';

/** A rule of the accounts domain refused a command; the handlers turn it into an ApiError. */
export class AccountsRefused extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 422,
    readonly code: ErrorCode,
  ) {
    super(code);
    this.name = 'AccountsRefused';
  }
}

export const notFound = (): AccountsRefused => new AccountsRefused(404, 'request.not_found');
export const alreadyExists = (): AccountsRefused => new AccountsRefused(409, 'concurrency.wrong_expected_version');
export const refused = (code: ErrorCode, status: 403 | 409 | 422 = 409): AccountsRefused => new AccountsRefused(status, code);
