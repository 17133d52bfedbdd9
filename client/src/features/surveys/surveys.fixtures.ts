import type {
  AssignedSurveyView,
  MemberView,
  MySurveyAnswersView,
  SurveyListItemView,
  SurveyQuestion,
  SurveyResultsView,
  SurveyView,
} from '@kollab/contracts';
import { normalizeSurveyQuestion } from '@kollab/contracts';
import { account, fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { memberView } from '../collab/collab.fixtures';
import type { ApiRequest } from '../../lib/api/http';
import type { Role } from '@kollab/contracts';
// Loaded here, so that the feature's lazy import (lib/lazy-feature.ts) finds it ready (see offers.fixtures.ts).
import './surveys.saga';

/** A question of the specs, made whole as the API answers it. */
export const question = (id: string, type: SurveyQuestion['type'], overrides: Partial<SurveyQuestion> = {}): SurveyQuestion =>
  normalizeSurveyQuestion({
    id,
    type,
    question: `Frage ${id}`,
    required: false,
    answer_choices: [
      { id: 'c-rot', label: 'Rot' },
      { id: 'c-gruen', label: 'Grün' },
    ],
    ...overrides,
  });

/** The author's view of survey `id`: a draft of Anna Berg (user-1) with one yes/no question, Ben asked. */
export function surveyView(id: string, overrides: Partial<SurveyView> = {}): SurveyView {
  return {
    id,
    title: `Umfrage ${id}`,
    description: '<p>Bitte bis Freitag.</p>',
    anonymous: false,
    status: 'draft',
    closed_reason: null,
    start_date: '2099-03-01',
    due_date: '2099-03-31',
    published: false,
    published_at: null,
    published_by: null,
    author_user_id: 'user-1',
    created_by: 'user-1',
    assignees: [{ user_id: 'user-2', status: 'open' }],
    questions: [question('q1', 'boolean', { question: 'Kommen Sie?', required: true })],
    answers_exist: false,
    submitted_count: 0,
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:00:00Z',
    version: 1,
    ...overrides,
  };
}

/** What an assignee (not the author) sees of it. */
export function assignedView(id: string, overrides: Partial<AssignedSurveyView> = {}): AssignedSurveyView {
  const {
    assignees: _assignees,
    answers_exist: _answers,
    submitted_count: _count,
    ...rest
  } = surveyView(id, {
    status: 'in_progress',
    published: true,
    published_at: '2026-03-01T10:00:00Z',
    published_by: 'user-2',
    author_user_id: 'user-2',
    created_by: 'user-2',
  });
  return { ...rest, my_status: 'open', ...overrides };
}

export function listItem(id: string, overrides: Partial<SurveyListItemView> = {}): SurveyListItemView {
  return {
    id,
    title: `Umfrage ${id}`,
    anonymous: false,
    status: 'in_progress',
    start_date: '2026-03-01',
    due_date: '2099-03-31',
    published: true,
    author_user_id: 'user-2',
    question_count: 3,
    assignee_count: 5,
    submitted_count: 2,
    my_status: 'open',
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:00:00Z',
    version: 2,
    ...overrides,
  };
}

export function myAnswers(id: string, overrides: Partial<MySurveyAnswersView> = {}): MySurveyAnswersView {
  return { survey_id: id, anonymous: false, status: 'open', answers: [], saved_at: null, submitted_at: null, version: 2, ...overrides };
}

export function resultsView(id: string, overrides: Partial<SurveyResultsView> = {}): SurveyResultsView {
  return {
    survey_id: id,
    anonymous: false,
    status: 'in_progress',
    assignees: 5,
    submitted: 2,
    respondents: 2,
    released: true,
    questions: [],
    responses: [],
    responses_meta: { page: 1, limit: 50, total: 0 },
    version: 3,
    ...overrides,
  };
}

export const page = (data: readonly unknown[], total = data.length) => ok({ data, meta: { page: 1, limit: 25, total } });
export const written = (id: string, version = 2) => ok({ id, version, position: 10 });
export const notFound = (): never => fail(404, 'not found', 'surveys.survey_not_found');

export const USERS: MemberView[] = [memberView('user-1', 'Anna Berg'), memberView('user-2', 'Ben Roth'), memberView('user-3', 'Cem Aydin')];

/** The users lookup, or undefined for other calls. */
export function lookups(request: ApiRequest) {
  if (request.method === 'GET' && request.path === '/v2/users/') return page(USERS);
  return undefined;
}

/** Anna Berg (user-1) in acc-1 with the surveys app; `roles` default: a survey author. */
export const surveysSession = (roles: Role[] = ['user', 'surveys']) =>
  signedIn({
    account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles, apps: ['surveys'], flags: ['apps.surveys'] }) },
  });

export function surveysHarness(handler: Handler, path = '/surveys', roles?: Role[]) {
  return harness((request, headers) => lookups(request) ?? handler(request, headers), surveysSession(roles), path);
}

export const surveyPush = (view: SurveyView | AssignedSurveyView) => ({ collection: 'surveys', id: view.id, view, position: view.version * 10 });
export const resultsPush = (view: SurveyResultsView) => ({
  collection: 'survey_results',
  id: view.survey_id,
  view,
  position: view.version * 10 + view.submitted,
});
export const deletionPush = (id: string, version: number) => ({
  collection: 'surveys',
  id,
  view: { id, version, deleted: true as const },
  position: version * 10,
});
