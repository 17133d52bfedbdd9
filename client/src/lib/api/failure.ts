import type { ErrorCode } from '@kollab/contracts';
import { ApiError } from './http';

export interface Failure {
  code: ErrorCode;
  /** A 422's field errors, already in the request's language. */
  fieldErrors: Record<string, string[]> | null;
}

/** What a failed call means for the UI: its error code (server.internal/unavailable without one) and field errors. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    return { code: error.code ?? (error.status === 0 ? 'server.unavailable' : 'server.internal'), fieldErrors: error.body?.errors ?? null };
  }
  return { code: 'server.internal', fieldErrors: null };
}
