/** The results (the author): their read, and the export as a file (XLSX or CSV) through the authenticated download. */
import { call, put } from 'redux-saga/effects';
import type { ErrorCode, SurveyExportFormat, SurveyResultsView } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { ApiError } from '../../lib/api/http';
import { saveBlob } from '../../lib/save-blob';
import { callApi } from '../session';
import { currentState, toasts } from './survey-saga-kit';
import { surveysApi } from './surveys.api';
import { surveysActions as actions } from './surveys.slice';
import type { SurveysState } from './surveys.state';

export function* loadResults(id: string) {
  const { results }: SurveysState = yield call(currentState);
  try {
    const view: SurveyResultsView = yield call(callApi, surveysApi.results(id, results.page));
    yield put(actions.resultsLoaded(view));
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    yield put(actions.resultsLoadFailed({ id, status, code: (failureOf(error).code as ErrorCode | null) ?? null }));
  }
}

export function* openResults({ payload }: { payload: { id: string } }) {
  yield call(loadResults, payload.id);
}

/** Another page of the respondents: the results of the survey on screen, read with it. */
export function* turnResultsPage() {
  const { results }: SurveysState = yield call(currentState);
  if (results.id) yield call(loadResults, results.id);
}

/** GET …/results/export?format=: the file, saved as `<name>.<format>`. */
export function* exportResults({ payload }: { payload: { id: string; format: SurveyExportFormat; name: string } }) {
  try {
    const blob: Blob = yield call(callApi, surveysApi.exportResults(payload.id, payload.format));
    yield call(saveBlob, blob, `${payload.name}.${payload.format}`);
  } catch (error) {
    yield put({ type: 'surveys/exportFailed', ...toasts.failure(failureOf(error).code) });
  }
}
