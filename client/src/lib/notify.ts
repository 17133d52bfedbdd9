import type { ErrorCode } from '@kollab/contracts';

/**
 * A toast, attached by any feature to one of its own actions as `meta.notice`; the
 * notifications feature shows it (so features need not import each other).
 * `message` is an i18n key with its namespace (`profile:toasts.saved`); `code` an API
 * error code shown as the contracts' text in the current language.
 */
export interface Notice {
  severity: 'success' | 'error' | 'info' | 'warning';
  message?: string;
  code?: ErrorCode;
}

export const withNotice = <P>(payload: P, notice: Notice) => ({ payload, meta: { notice } });

export function noticeOf(action: unknown): Notice | null {
  const meta = (action as { meta?: { notice?: Notice } } | null)?.meta;
  return meta?.notice ?? null;
}
