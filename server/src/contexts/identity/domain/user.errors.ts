import type { ErrorCode } from '@kollab/contracts';

/** not_found → 404, conflict → 409, invalid → 422 (on `field` when named). */
export type UserRuleKind = 'not_found' | 'conflict' | 'invalid';

/** A command refused by a user rule; the command layer turns it into an ApiError. */
export class UserRuleViolation extends Error {
  constructor(
    readonly kind: UserRuleKind,
    readonly code: ErrorCode,
    readonly field?: string,
    /** The field's message key when it differs from `code` (422 request.validation_failed). */
    readonly fieldKey?: string,
  ) {
    super(code);
    this.name = 'UserRuleViolation';
  }
}
