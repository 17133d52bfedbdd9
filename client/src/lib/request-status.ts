import type { EntityAdapter, EntityState } from '@reduxjs/toolkit';
import type { ErrorCode } from '@kollab/contracts';

/**
 * A read from the API as a slice holds it: idle → loading → loaded, or failed (ListState shows
 * the spinner, the error with retry, the empty state or the rows).
 */
export type RequestStatus = 'idle' | 'loading' | 'loaded' | 'failed';
/** A dialog or form: idle → submitting → idle (closed or cleared) on success, or failed with the server's code (and field errors). */
export type FormStatus = 'idle' | 'submitting' | 'failed';

/** A refusal as a form shows it: the stable error code and, for a whole form, the field errors. */
export interface Rejection {
  code: ErrorCode;
  fieldErrors: Record<string, string[]> | null;
}

interface Request {
  status: RequestStatus;
}

/** The transitions mutate the slice's draft (createSlice reducers). */
export function requestStarted(request: Request): void {
  request.status = 'loading';
}

/** The answer is in (what it carries, the slice keeps itself; a list's rows: rowsLoaded). */
export function requestLoaded(request: Request): void {
  request.status = 'loaded';
}

export function requestFailed(request: Request): void {
  request.status = 'failed';
}

/** A list's rows arrived: they replace the ones held; a paged list also takes the total. */
export function rowsLoaded<T>(
  adapter: EntityAdapter<T, string>,
  list: EntityState<T, string> & Request & { total?: number },
  rows: readonly T[],
  total?: number,
): void {
  adapter.setAll(list, rows);
  if (total !== undefined) list.total = total;
  requestLoaded(list);
}

interface Form {
  status: FormStatus;
  error: ErrorCode | null;
  /** Only forms that show errors beside their fields have them. */
  fieldErrors?: Record<string, string[]> | null;
}

/** Sent: the last refusal is cleared. */
export function formSubmitting(form: Form): void {
  form.status = 'submitting';
  form.error = null;
  if ('fieldErrors' in form) form.fieldErrors = null;
}

/** Refused: the form keeps its input and shows the code (and the field errors where it has them). */
export function formRejected(form: Form, rejection: { code: ErrorCode; fieldErrors?: Record<string, string[]> | null }): void {
  form.status = 'failed';
  form.error = rejection.code;
  if ('fieldErrors' in form) form.fieldErrors = rejection.fieldErrors ?? null;
}

/** A read that, once loaded, is not shown as loading again (the held data stays while it is read again). */
export function requestStartedUnlessLoaded(request: Request): void {
  if (request.status !== 'loaded') request.status = 'loading';
}
