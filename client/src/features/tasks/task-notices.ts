/** The toasts of the task sagas: a success by its text key, a refusal by its code (a stale version warns). */
import type { ErrorCode } from '@kollab/contracts';
import { ApiError } from '../../lib/api/http';
import type { Notice } from '../../lib/notify';

export const STALE_CODE = 'concurrency.wrong_expected_version';

export const success = (key: string): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'success', message: `tasks:toasts.${key}` } } });

export const failure = (code: ErrorCode): { meta: { notice: Notice } } => ({
  meta: { notice: code === STALE_CODE ? { severity: 'warning', message: 'tasks:toasts.stale' } : { severity: 'error', code } },
});

export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === STALE_CODE;
