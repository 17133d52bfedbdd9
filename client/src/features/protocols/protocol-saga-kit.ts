/** What the protocol sagas share: the feature's state, and the toasts (a success by its text key, a refusal by its code). */
import type { ErrorCode } from '@kollab/contracts';
import { select } from 'redux-saga/effects';
import type { Notice } from '../../lib/notify';
import { selectProtocols } from './protocols.slice';
import type { ProtocolsState } from './protocols.state';

export const STALE_CODE = 'concurrency.wrong_expected_version';

export const notice = (notice: Notice) => ({ meta: { notice } });

export const success = (key: string) => notice({ severity: 'success', message: `protocols:toasts.${key}` });

export const failure = (code: ErrorCode) =>
  notice(code === STALE_CODE ? { severity: 'warning', message: 'protocols:toasts.stale' } : { severity: 'error', code });

/** The protocols feature's state as it is now. */
export function* currentState() {
  const protocols: ProtocolsState = yield select(selectProtocols);
  return protocols;
}
