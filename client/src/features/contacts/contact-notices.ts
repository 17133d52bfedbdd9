/** The toasts of the contact sagas: a success by its text key, a refusal by its code (a stale version warns). */
import type { ErrorCode } from '@kollab/contracts';
import type { Notice } from '../../lib/notify';
import { STALE_CODE } from './contacts.slice';

export const success = (key: string): { meta: { notice: Notice } } => ({
  meta: { notice: { severity: 'success', message: `contacts:toasts.${key}` } },
});

export const failure = (code: ErrorCode): { meta: { notice: Notice } } => ({
  meta: { notice: code === STALE_CODE ? { severity: 'warning', message: 'contacts:toasts.stale' } : { severity: 'error', code } },
});
