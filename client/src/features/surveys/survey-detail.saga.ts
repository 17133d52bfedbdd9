/**
 * The open survey's flows (collab's `itemFlows`): its read (with the history when open), past
 * versions, pushes of it, create, save (a 409 opens the conflict), delete; and publish or close
 * (PATCH …/status: a refusal keeps the server's messages of what is missing).
 */
import { call, put } from 'redux-saga/effects';
import type { SettableSurveyStatus, SurveyView } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { itemFlows } from '../collab/item-flows.saga';
import { callApi } from '../session';
import { toasts } from './survey-saga-kit';
import { SURVEY_FIELDS } from './survey-labels';
import { surveysApi } from './surveys.api';
import { surveysActions as actions, selectSurveyDetail } from './surveys.slice';
import type { SurveyChanges, SurveyShown } from './surveys.state';

export const surveyFlows = itemFlows<SurveyShown, SurveyView, SurveyChanges, SurveyChanges & { title: string }>({
  namespace: 'surveys',
  path: '/surveys',
  api: {
    ...surveysApi,
    // surveys have no print (the results have their export: survey-results.saga.ts); no flow calls it
    print: () => {
      throw new Error('surveys have no print');
    },
  },
  actions,
  selectDetail: selectSurveyDetail,
  fields: SURVEY_FIELDS,
  toasts,
});

/** Reads the open survey (the history again when it is open). */
export const loadSurvey = surveyFlows.load;

/** Publish or close, with If-Match; the survey is read again either way. */
export function* changeStatus({ payload }: { payload: { id: string; version: number; status: SettableSurveyStatus } }) {
  try {
    yield call(callApi, surveysApi.status(payload.id, payload.status, payload.version));
    yield put({ ...actions.sideWriteSettled({ ok: true }), ...toasts.success(payload.status) });
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.statusRefused({ code, fieldErrors }), ...toasts.failure(code) });
  }
  yield call(loadSurvey, payload.id);
}
