import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ErrorCode,
  MySurveyAnswersView,
  SettableSurveyStatus,
  SurveyAnswerInput,
  SurveyExportFormat,
  SurveyListView,
  SurveyResultsView,
  SurveyView,
} from '@kollab/contracts';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';
import { itemDetailReducers, pushToDetail } from '../collab/item-detail.reducers';
import type { Refusal } from '../collab/item-state';
import { readSurveyPush, rowsAfterPush, takesResults } from './survey-push';
import { queryKey, type SurveysQuery } from './survey-query';
import { surveysPushActions } from './surveys.pushes';
import {
  initialAnswersState,
  initialDetailState,
  initialResultsState,
  initialSurveysState,
  type SurveyChanges,
  type SurveyShown,
} from './surveys.state';

type LoadFailure = { id: string; status: number; code: ErrorCode | null };

const withoutField = (errors: Record<string, string[]> | null, field: string) => {
  if (!errors || !(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
};

/** The surveys feature's state (list, open survey, create form, status refusal, my answers, results); every action is `surveys/…`. */
const surveys = createSlice({
  name: 'surveys',
  initialState: initialSurveysState,
  reducers: {
    // the list (the query comes from the URL)
    listRequested(state, action: PayloadAction<SurveysQuery | undefined>) {
      if (action.payload) state.list.query = action.payload;
      requestStarted(state.list);
      state.list.outdated = false;
    },
    listLoaded(state, action: PayloadAction<{ key: string; page: SurveyListView }>) {
      // a late answer to an older query is dropped
      if (action.payload.key !== queryKey(state.list.query)) return;
      state.list.rows = action.payload.page.data;
      state.list.total = action.payload.page.meta.total;
      state.list.key = action.payload.key;
      requestLoaded(state.list);
    },
    listLoadFailed(state) {
      requestFailed(state.list);
    },

    // create, the open survey, editing (a 409 opens the conflict), delete, history and versions (collab)
    ...itemDetailReducers<SurveyShown, SurveyView, SurveyChanges, SurveyChanges & { title: string }>(initialDetailState),

    // publish or close (PATCH …/status): a refusal keeps the server's messages (what publishing still needs)
    statusRequested(state, _action: PayloadAction<{ id: string; version: number; status: SettableSurveyStatus }>) {
      state.detail.busy = true;
      state.statusRefusal = null;
    },
    statusRefused(state, action: PayloadAction<Refusal>) {
      state.detail.busy = false;
      state.statusRefusal = action.payload;
    },
    statusRefusalDismissed(state) {
      state.statusRefusal = null;
    },

    // my answers (the answer page)
    answersOpened(state, action: PayloadAction<{ id: string }>) {
      if (state.answers.id !== action.payload.id) state.answers = { ...initialAnswersState, id: action.payload.id };
      requestStarted(state.answers);
    },
    answersLoaded(state, action: PayloadAction<MySurveyAnswersView>) {
      if (state.answers.id !== action.payload.survey_id) return;
      state.answers.view = action.payload;
      state.answers.error = null;
      requestLoaded(state.answers);
    },
    answersLoadFailed(state, action: PayloadAction<LoadFailure>) {
      if (state.answers.id !== action.payload.id) return;
      state.answers.error = { status: action.payload.status, code: action.payload.code };
      requestFailed(state.answers);
    },
    answersClosed(state) {
      state.answers = initialAnswersState;
    },
    answerSaveRequested(state, action: PayloadAction<{ id: string; answers: SurveyAnswerInput[]; submit: boolean }>) {
      state.answers.save = { ...state.answers.save, status: 'saving', code: null, fieldErrors: null, submit: action.payload.submit };
    },
    answerSaveAccepted(state, action: PayloadAction<MySurveyAnswersView>) {
      state.answers.save = { status: 'idle', code: null, fieldErrors: null, serial: state.answers.save.serial + 1, submit: false };
      if (state.answers.id === action.payload.survey_id) state.answers.view = action.payload;
    },
    answerSaveRejected(state, action: PayloadAction<Refusal>) {
      state.answers.save = { ...state.answers.save, status: 'failed', ...action.payload };
    },
    /** An answer was changed: the server's message of it (`answers.<question_id>`) goes. */
    answerEdited(state, action: PayloadAction<string>) {
      state.answers.save.fieldErrors = withoutField(state.answers.save.fieldErrors, `answers.${action.payload}`);
    },

    // the results (the author)
    resultsOpened(state, action: PayloadAction<{ id: string }>) {
      if (state.results.id !== action.payload.id) state.results = { ...initialResultsState, id: action.payload.id };
      requestStarted(state.results);
    },
    /** Another page of the per-respondent answers (the figures are read along). */
    resultsPageRequested(state, action: PayloadAction<{ page: number; limit: number }>) {
      state.results.page = action.payload;
      requestStarted(state.results);
    },
    resultsLoaded(state, action: PayloadAction<SurveyResultsView>) {
      if (state.results.id !== action.payload.survey_id) return;
      state.results.view = action.payload;
      state.results.error = null;
      requestLoaded(state.results);
    },
    resultsLoadFailed(state, action: PayloadAction<LoadFailure>) {
      if (state.results.id !== action.payload.id) return;
      state.results.error = { status: action.payload.status, code: action.payload.code };
      requestFailed(state.results);
    },
    resultsClosed(state) {
      state.results = initialResultsState;
    },
    exportRequested(_state, _action: PayloadAction<{ id: string; format: SurveyExportFormat; name: string }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(surveysPushActions.viewPushed, (state, action) => {
      const push = readSurveyPush(action.payload);
      if (state.list.status !== 'idle') {
        const next = rowsAfterPush(state.list.rows, push);
        state.list.rows = next.rows;
        if (next.removed) state.list.total = Math.max(0, state.list.total - 1);
        if (next.outdated) state.list.outdated = true;
      }
      pushToDetail(state.detail, push);
    });
    builder.addCase(surveysPushActions.resultsPushed, (state, action) => {
      const pushed = action.payload.view as SurveyResultsView | null;
      // the results move live (the charts follow without a reload)
      const shown = state.results.view;
      if (!pushed || !shown || state.results.id !== action.payload.id || !takesResults(shown, pushed)) return;
      // another page of the respondents on screen stays (the push carries the first)
      const samePage = !pushed.responses_meta || pushed.responses_meta.page === state.results.page.page;
      state.results.view = samePage ? pushed : { ...pushed, responses: shown.responses, responses_meta: shown.responses_meta };
    });
  },
});

export const surveysActions = { ...surveys.actions, ...surveysPushActions };

export const surveysSliceReducer = surveys.reducer;

export type WithSurveys = { surveys: typeof initialSurveysState };
export const selectSurveys = (state: WithSurveys) => state.surveys;
export const selectSurveyList = (state: WithSurveys) => state.surveys.list;
export const selectSurveyDetail = (state: WithSurveys) => state.surveys.detail;
export const selectSurveyAnswers = (state: WithSurveys) => state.surveys.answers;
export const selectSurveyResults = (state: WithSurveys) => state.surveys.results;
