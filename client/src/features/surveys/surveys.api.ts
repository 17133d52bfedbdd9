import type { SettableSurveyStatus, SurveyAnswerInput, SurveyExportFormat } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';
import { itemApi } from '../collab/item-api';
import { apiQueryOf, type SurveysQuery } from './survey-query';
import type { SurveyChanges } from './surveys.state';

const { part, calls } = itemApi<SurveyChanges & { title: string }, SurveyChanges, never>('surveys');

/**
 * Issue 15 surveys calls (server: contexts/surveys, README): the ones every item has (collab's
 * `itemApi`: read with `?version=`, create, change and delete with If-Match, history) and the
 * survey's own: status, my answers, the results and their export. No watch, comments or print.
 */
export const surveysApi = {
  get: calls.get,
  create: calls.create,
  change: calls.change,
  remove: calls.remove,
  history: calls.history,
  list: (query: SurveysQuery, userId: string): ApiRequest => ({ method: 'GET', path: '/v1/surveys', query: apiQueryOf(query, userId) }),
  status: (id: string, status: SettableSurveyStatus, version: number): ApiRequest => ({
    method: 'PATCH',
    path: part(id, 'status'),
    body: { status },
    ifMatch: version,
  }),
  myAnswers: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'answers', 'mine') }),
  saveMyAnswers: (id: string, answers: SurveyAnswerInput[], submit: boolean): ApiRequest => ({
    method: 'PUT',
    path: part(id, 'answers', 'mine'),
    body: { answers, submit },
  }),
  /** The figures and counts, and one page of the per-respondent answers (named surveys). */
  results: (id: string, page: { page: number; limit: number }): ApiRequest => ({ method: 'GET', path: part(id, 'results'), query: page }),
  exportResults: (id: string, format: SurveyExportFormat): ApiRequest => ({
    method: 'GET',
    path: part(id, 'results', 'export'),
    query: { format },
    responseType: 'blob',
    timeoutMs: 60_000,
  }),
};
