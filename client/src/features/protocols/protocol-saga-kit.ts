/** What the protocol sagas share: the feature's state, and the toasts (a success by its text key, a refusal by its code: collab). */
import { select } from 'redux-saga/effects';
import { itemToasts } from '../collab/item-toasts';
import { selectProtocols } from './protocols.slice';
import type { ProtocolsState } from './protocols.state';

export const toasts = itemToasts('protocols');

/** The protocols feature's state as it is now. */
export function* currentState() {
  const protocols: ProtocolsState = yield select(selectProtocols);
  return protocols;
}
