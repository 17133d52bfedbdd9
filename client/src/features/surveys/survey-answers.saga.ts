/**
 * My answers (the answer page): their read, and PUT …/answers/mine (`submit: false` saves a
 * partial answer, `true` submits). A submission removes the anonymous draft kept on this
 * device and reads the survey again (what I may do with it has changed).
 */
import { call, put } from 'redux-saga/effects';
import type { ErrorCode, MySurveyAnswersView, SurveyAnswerInput } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { ApiError } from '../../lib/api/http';
import { callApi } from '../session';
import { loadSurvey } from './survey-detail.saga';
import { draftKey, removeDraft } from './survey-drafts';
import { currentMember, toasts } from './survey-saga-kit';
import { surveysApi } from './surveys.api';
import { surveysActions as actions } from './surveys.slice';

export function* loadAnswers(id: string) {
  try {
    const view: MySurveyAnswersView = yield call(callApi, surveysApi.myAnswers(id));
    yield put(actions.answersLoaded(view));
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    yield put(actions.answersLoadFailed({ id, status, code: (failureOf(error).code as ErrorCode | null) ?? null }));
  }
}

export function* openAnswers({ payload }: { payload: { id: string } }) {
  yield call(loadAnswers, payload.id);
}

export function* saveAnswers({ payload }: { payload: { id: string; answers: SurveyAnswerInput[]; submit: boolean } }) {
  const { id, answers, submit } = payload;
  try {
    const view: MySurveyAnswersView = yield call(callApi, surveysApi.saveMyAnswers(id, answers, submit));
    yield put({ ...actions.answerSaveAccepted(view), ...toasts.success(submit ? 'answersSubmitted' : 'answersSaved') });
    if (!submit) return;
    const { accountId, userId }: { accountId: string; userId: string } = yield call(currentMember);
    yield call(removeDraft, draftKey(accountId, userId, id));
    yield call(loadSurvey, id);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.answerSaveRejected({ code, fieldErrors }), ...toasts.failure(code) });
  }
}
