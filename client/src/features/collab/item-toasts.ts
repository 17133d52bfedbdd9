/** The toasts of a feature's item flows (texts `<namespace>:toasts.<key>`): a success by its key, a refusal by its code. */
import type { ErrorCode } from '@kollab/contracts';
import type { Notice } from '../../lib/notify';

/** The 409 of a write with a stale If-Match. */
export const STALE_CODE = 'concurrency.wrong_expected_version';

/** A toast, as `meta` of an action. */
export const notice = (notice: Notice) => ({ meta: { notice } });

export interface ItemToasts {
  success(key: string): { meta: { notice: Notice } };
  /** A refusal: the code's text; a stale version warns with `<namespace>:toasts.stale`. */
  failure(code: ErrorCode): { meta: { notice: Notice } };
  /** "Changed in the meantime" (a warning). */
  stale(): { meta: { notice: Notice } };
}

export function itemToasts(namespace: string): ItemToasts {
  const stale = () => notice({ severity: 'warning', message: `${namespace}:toasts.stale` });
  return {
    success: (key) => notice({ severity: 'success', message: `${namespace}:toasts.${key}` }),
    failure: (code) => (code === STALE_CODE ? stale() : notice({ severity: 'error', code })),
    stale,
  };
}
