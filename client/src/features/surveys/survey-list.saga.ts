/** The survey list: its read (the tab's filter needs my user id), and the reads again after pushes and reconnects. */
import { call, delay, put } from 'redux-saga/effects';
import type { SurveyListView } from '@kollab/contracts';
import { callApi } from '../session';
import { loadAnswers } from './survey-answers.saga';
import { loadSurvey } from './survey-detail.saga';
import { loadResults } from './survey-results.saga';
import { queryKey } from './survey-query';
import { currentMember, currentState } from './survey-saga-kit';
import { surveysApi } from './surveys.api';
import { surveysActions as actions } from './surveys.slice';
import type { SurveysState } from './surveys.state';

/** Pushes of surveys not on the page come in bursts: one re-read. */
export const LIST_REREAD_DELAY_MS = 300;

export function* loadList() {
  const { list }: SurveysState = yield call(currentState);
  const { userId }: { userId: string } = yield call(currentMember);
  const key = queryKey(list.query);
  try {
    const page: SurveyListView = yield call(callApi, surveysApi.list(list.query, userId));
    yield put(actions.listLoaded({ key, page }));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

/** A push of a survey not on the page (it may belong there now): the page is read again, once per burst. */
export function* rereadOutdated() {
  yield delay(LIST_REREAD_DELAY_MS);
  const { list }: SurveysState = yield call(currentState);
  if (list.outdated && list.status === 'loaded') yield put(actions.listRequested());
}

/** After a reconnect (pushes may have been missed): what is on screen, read again. */
export function* reread() {
  const { list, detail, answers, results }: SurveysState = yield call(currentState);
  if (list.status !== 'idle') yield put(actions.listRequested());
  if (detail.id) yield call(loadSurvey, detail.id);
  if (answers.id) yield call(loadAnswers, answers.id);
  if (results.id) yield call(loadResults, results.id);
}
