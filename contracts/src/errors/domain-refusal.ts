import type { FieldError } from '../validation/validation-messages';
import type { ErrorCode } from './error-codes';

/**
 * Why a command was refused, in the domain's words. The server's exception filter is the one
 * place that turns a kind into an HTTP status: not_found 404, forbidden 403, unauthenticated
 * 401, conflict 409, invalid 422, malformed 400, throttled 429, unavailable 503.
 */
export type RefusalKind = 'not_found' | 'forbidden' | 'unauthenticated' | 'conflict' | 'invalid' | 'malformed' | 'throttled' | 'unavailable';

/** Per field: message keys with the values their texts name (or ready texts). */
export type RefusalFieldErrors = Record<string, Array<FieldError | string>>;

/**
 * The one refusal of a command: a kind, a stable code (ApiErrorBody.code) and, for `invalid`,
 * the fields at fault. Deciders, command handlers and jobs throw it; nothing below the HTTP
 * edge knows a status.
 */
export class DomainRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: ErrorCode,
    readonly errors?: RefusalFieldErrors,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'DomainRefusal';
  }

  /** When the caller may try again (seconds; sent as Retry-After): throttled, a request still in progress. */
  retryAfterSeconds?: number;

  /**
   * With `tenancy.other_account` only: the caller's other organisation that holds the item and
   * in which they may read it (ApiErrorBody.account, seed §8 "content from another account").
   */
  account?: { account_id: string; account_name: string };

  static notFound(code: ErrorCode = 'request.not_found'): DomainRefusal {
    return new DomainRefusal('not_found', code);
  }

  static forbidden(code: ErrorCode = 'auth.forbidden'): DomainRefusal {
    return new DomainRefusal('forbidden', code);
  }

  static unauthenticated(code: ErrorCode): DomainRefusal {
    return new DomainRefusal('unauthenticated', code);
  }

  static conflict(code: ErrorCode): DomainRefusal {
    return new DomainRefusal('conflict', code);
  }

  static malformed(code: ErrorCode): DomainRefusal {
    return new DomainRefusal('malformed', code);
  }

  static throttled(code: ErrorCode, retryAfterSeconds: number, detail?: string): DomainRefusal {
    const refusal = new DomainRefusal('throttled', code, undefined, detail);
    refusal.retryAfterSeconds = retryAfterSeconds;
    return refusal;
  }

  /** A request with the same key is still being answered: 409, try again in `retryAfterSeconds`. */
  static inProgress(code: ErrorCode, retryAfterSeconds: number): DomainRefusal {
    const refusal = new DomainRefusal('conflict', code);
    refusal.retryAfterSeconds = retryAfterSeconds;
    return refusal;
  }

  /** 404 `tenancy.other_account`: not here, but in another organisation of the caller's where they may read it. */
  static otherAccount(account: { account_id: string; account_name: string }): DomainRefusal {
    const refusal = new DomainRefusal('not_found', 'tenancy.other_account');
    refusal.account = { account_id: account.account_id, account_name: account.account_name };
    return refusal;
  }

  static unavailable(code: ErrorCode, detail?: string): DomainRefusal {
    return new DomainRefusal('unavailable', code, undefined, detail);
  }

  /** A rule with its own code; with `field`, that field carries `fieldKey` (the code unless named). */
  static invalid(code: ErrorCode, field?: string, fieldKey: string = code, params?: FieldError['params']): DomainRefusal {
    return new DomainRefusal('invalid', code, field ? { [field]: [{ key: fieldKey, ...(params ? { params } : {}) }] } : undefined);
  }

  /** Fields at fault (`request.validation_failed`), each with its message keys. */
  static fields(errors: RefusalFieldErrors): DomainRefusal {
    return new DomainRefusal('invalid', 'request.validation_failed', errors);
  }

  /** One field at fault (`request.validation_failed`). */
  static field(field: string, key: string, params?: FieldError['params']): DomainRefusal {
    return DomainRefusal.fields({ [field]: [{ key, ...(params ? { params } : {}) }] });
  }
}

/** True when `error` is a refusal of `kind` (a job skips what is gone: `isRefusal(error, 'not_found')`). */
export function isRefusal(error: unknown, kind?: RefusalKind): error is DomainRefusal {
  return error instanceof DomainRefusal && (kind === undefined || error.kind === kind);
}
