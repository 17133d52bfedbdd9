import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  DomainRefusal,
  ERROR_MESSAGES,
  errorMessage,
  localeFrom,
  VALIDATION_MESSAGES,
  type ApiErrorBody,
  type ErrorCode,
  type Locale,
  type RefusalFieldErrors,
  type RefusalKind,
} from '@kollab/contracts';
import { StreamAccountMismatchError, WrongExpectedVersionError } from '../event-store/event-store.errors';
import { InvalidQueryError } from '../read-store/find-query.sql';
import { StoreUnavailableError } from '../sql/sql-client';

/** The one place a refusal becomes an HTTP status. */
export const REFUSAL_STATUS: Record<RefusalKind, number> = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  throttled: 429,
  unavailable: 503,
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'request.malformed',
  401: 'auth.unauthorized',
  403: 'auth.forbidden',
  404: 'request.route_not_found',
  413: 'request.too_large',
  422: 'request.validation_failed',
};

/** Turns every error into the one envelope `{ message, code, errors? }` in the caller's language. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Api');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { status, code, errors } = this.classify(exception);
    if (exception instanceof StoreUnavailableError) this.logger.warn(exception.message);
    else if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const locale = localeFrom(request.headers['content-language'] ?? request.headers['accept-language']);
    const body: ApiErrorBody = {
      message: errorMessage(code, locale),
      code,
      ...(errors ? { errors: translate(errors, locale) } : {}),
      ...(exception instanceof DomainRefusal && exception.account ? { account: exception.account } : {}),
    };
    if (exception instanceof DomainRefusal && exception.retryAfterSeconds) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (exception instanceof WrongExpectedVersionError) response.setHeader('x-current-version', String(exception.actual));
    if (exception instanceof StoreUnavailableError) response.setHeader('Retry-After', '1');
    response.status(status).json(body);
  }

  private classify(exception: unknown): { status: number; code: ErrorCode; errors?: RefusalFieldErrors } {
    if (exception instanceof DomainRefusal) return { status: REFUSAL_STATUS[exception.kind], code: exception.code, errors: exception.errors };
    if (exception instanceof WrongExpectedVersionError) return { status: 409, code: exception.code };
    if (exception instanceof StreamAccountMismatchError) return { status: 404, code: 'request.not_found' };
    if (exception instanceof InvalidQueryError) return { status: 400, code: 'request.invalid_query' };
    if (exception instanceof StoreUnavailableError) return { status: 503, code: 'server.unavailable' };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, code: STATUS_CODES[status] ?? (status >= 500 ? 'server.internal' : 'request.malformed') };
    }
    const status = (exception as { status?: unknown; type?: unknown }).status;
    // body-parser errors (bad JSON, body too large) carry a status of their own.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, code: STATUS_CODES[status] ?? 'request.malformed' };
    }
    return { status: 500, code: 'server.internal' };
  }
}

const TEXTS: Record<string, { de: string; en: string }> = { ...VALIDATION_MESSAGES, ...ERROR_MESSAGES };

/** Field errors as texts in `locale`: keys looked up, `{name}` filled from params; other strings kept. */
function translate(errors: RefusalFieldErrors, locale: Locale): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(errors)) {
    texts[field] = list.map((error) => {
      const { key, params } = typeof error === 'string' ? { key: error, params: undefined } : error;
      const text = TEXTS[key]?.[locale] ?? key;
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
    });
  }
  return texts;
}
