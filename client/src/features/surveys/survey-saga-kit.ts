/** What the survey sagas share: the feature's state, who I am, and the toasts (a success by its text key, a refusal by its code: collab). */
import { select } from 'redux-saga/effects';
import { itemToasts } from '../collab/item-toasts';
import { selectSession, type SessionState } from '../session';
import { selectSurveys } from './surveys.slice';
import type { SurveysState } from './surveys.state';

export const toasts = itemToasts('surveys');

/** The surveys feature's state as it is now. */
export function* currentState() {
  const surveys: SurveysState = yield select(selectSurveys);
  return surveys;
}

/** The signed-in user and the current account (ids, '' before sign-in). */
export function* currentMember() {
  const session: SessionState = yield select(selectSession);
  return { userId: session.user?.id ?? '', accountId: session.account.id ?? '' };
}
