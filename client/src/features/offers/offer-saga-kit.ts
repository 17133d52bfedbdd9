/** What the offer sagas share: the feature's state, and the toasts (a success by its text key, a refusal by its code). */
import type { ErrorCode } from '@kollab/contracts';
import { select } from 'redux-saga/effects';
import type { Notice } from '../../lib/notify';
import { selectOffers } from './offers.slice';
import type { OffersState } from './offers.state';

export const STALE_CODE = 'concurrency.wrong_expected_version';

export const notice = (notice: Notice) => ({ meta: { notice } });

export const success = (key: string) => notice({ severity: 'success', message: `offers:toasts.${key}` });

export const failure = (code: ErrorCode) =>
  notice(code === STALE_CODE ? { severity: 'warning', message: 'offers:toasts.stale' } : { severity: 'error', code });

/** The offers feature's state as it is now. */
export function* currentState() {
  const offers: OffersState = yield select(selectOffers);
  return offers;
}
