import type {
  AssignedSurveyView,
  ErrorCode,
  MySurveyAnswersView,
  SurveyListItemView,
  SurveyQuestion,
  SurveyResultsView,
  SurveyView,
} from '@kollab/contracts';
import type { ItemDetailState, Refusal, WriteState } from '../collab/item-state';
import type { RequestStatus } from '../../lib/request-status';
import { DEFAULT_SURVEYS_QUERY, type SurveysQuery } from './surveys-query.model';

/** What POST and PATCH v1/surveys send (contracts' CreateSurveyInput / ChangeSurveyInput); the questions normalized. */
export interface SurveyChanges {
  title?: string;
  description?: string | null;
  anonymous?: boolean;
  start_date?: string | null;
  due_date?: string | null;
  assignees?: string[] | null;
  questions?: SurveyQuestion[] | null;
}

/** What GET v1/surveys/{id} answers: the author's view, or an assignee's. */
export type SurveyShown = SurveyView | AssignedSurveyView;

/** The open survey (collab's item shape): the editor, the answer page and the results page read it. */
export type SurveyDetailState = ItemDetailState<SurveyShown, SurveyView, SurveyChanges>;

/** A read of something that belongs to one survey (my answers, the results). */
interface SurveyRead<V> {
  id: string | null;
  status: RequestStatus;
  view: V | null;
  error: { status: number; code: ErrorCode | null } | null;
}

export interface SurveysState {
  list: { status: RequestStatus; rows: SurveyListItemView[]; total: number; query: SurveysQuery; key: string; outdated: boolean };
  detail: SurveyDetailState;
  create: WriteState;
  /** The last refused publish or close: its code and the server's messages per field (what is missing). */
  statusRefusal: Refusal | null;
  /** My answers to the survey on the answer page; `save.submit`: whether the write under way submits. */
  answers: SurveyRead<MySurveyAnswersView> & { save: WriteState & { submit: boolean } };
  /** The results page (the author); `page`: the page of the per-respondent answers shown. */
  results: SurveyRead<SurveyResultsView> & { page: { page: number; limit: number } };
}

export const idleWrite: WriteState = { status: 'idle', code: null, fieldErrors: null, serial: 0 };
const idle = { status: 'idle' } as const;

export const initialDetailState: SurveyDetailState = {
  id: null,
  view: null,
  can: null,
  status: 'idle',
  error: null,
  deleted: false,
  editing: false,
  save: idleWrite,
  conflict: null,
  busy: false,
  history: { ...idle, entries: [] },
  past: null,
  compare: null,
};

export const initialAnswersState: SurveysState['answers'] = { id: null, ...idle, view: null, error: null, save: { ...idleWrite, submit: false } };
/** The per-respondent answers come in pages of this many (contracts' SURVEY_RESPONSES_PAGE_SIZE). */
export const RESPONSES_PAGE_SIZE = 50;
export const initialResultsState: SurveysState['results'] = {
  id: null,
  ...idle,
  view: null,
  error: null,
  page: { page: 1, limit: RESPONSES_PAGE_SIZE },
};

/** The state before the surveys feature loaded (and after a logout). */
export const initialSurveysState: SurveysState = {
  list: { ...idle, rows: [], total: 0, query: DEFAULT_SURVEYS_QUERY, key: '', outdated: false },
  detail: initialDetailState,
  create: idleWrite,
  statusRefusal: null,
  answers: initialAnswersState,
  results: initialResultsState,
};
