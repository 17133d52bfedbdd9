import { describe, expect, it, vi } from 'vitest';
import { realtimeActions } from '../realtime';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { readJson, writeJson } from '../../lib/storage';
import { fail, ok } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { draftKey } from './survey-drafts';
import { DEFAULT_SURVEYS_QUERY } from './survey-query';
import { surveysActions as actions } from './surveys.slice';
import { myAnswers, notFound, page, question, resultsPush, resultsView, surveyPush, surveysHarness, surveyView, written } from './surveys.fixtures';

const paths = (calls: { request: ApiRequest }[]) => calls.map(({ request }) => `${request.method} ${request.path}`);
const surveyCalls = (calls: { request: ApiRequest }[]) => paths(calls).filter((path) => path.includes('/v1/surveys'));
const can = { edit: true, delete: true, change_status: true, answer: false, results: true };

describe('surveys saga', () => {
  it('"Meine Umfragen" asks for filter[assigned]=me, "Von mir erstellt" for filter[author]=<my id>, with search, status, order and page', async () => {
    const { store, calls } = surveysHarness((request) => (request.path === '/v1/surveys' ? page([], 0) : notFound()));
    store.dispatch(actions.listRequested({ ...DEFAULT_SURVEYS_QUERY, search: 'team', status: 'in_progress', order: 'due_date', page: 2 }));
    await settle(() => store.getState().surveys.list.status === 'loaded');
    expect(calls[0].request.query).toEqual({
      page: 2,
      limit: 25,
      order: 'due_date',
      'filter[search]': 'team',
      'filter[status]': 'in_progress',
      'filter[assigned]': 'me',
    });
    store.dispatch(actions.listRequested({ ...DEFAULT_SURVEYS_QUERY, tab: 'authored' }));
    await settle(() => calls.length === 2 && store.getState().surveys.list.status === 'loaded');
    expect(calls[1].request.query).toMatchObject({ 'filter[author]': 'user-1' });
    expect(calls[1].request.query).not.toHaveProperty('filter[assigned]');
  });

  it('creating a survey posts it and opens it', async () => {
    const { store, calls, navigate } = surveysHarness((request) => (request.method === 'POST' ? written('s9', 1) : notFound()));
    const body = { title: 'Zufriedenheit', anonymous: true, questions: [question('q1', 'rating')] };
    store.dispatch(actions.createRequested(body));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({ path: '/v1/surveys', body });
    expect(navigate).toHaveBeenCalledWith('/surveys/s9');
  });

  it('saving sends the changes with If-Match; a 409 questions_locked keeps the server messages for the form', async () => {
    const base = surveyView('a', { version: 3, answers_exist: true });
    const { store, calls } = surveysHarness((request) => {
      if (request.method === 'GET' && request.path === '/v1/surveys/a') return ok({ ...base, can });
      if (request.method === 'PATCH')
        throw new ApiError(409, {
          message: 'locked',
          code: 'surveys.questions_locked',
          errors: { 'questions.0.type': ['Diese Frage wurde bereits beantwortet: Ihr Typ kann nicht mehr geändert werden.'] },
        });
      return notFound();
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().surveys.detail.status === 'loaded');
    store.dispatch(actions.saveRequested({ id: 'a', base, changes: { questions: [question('q1', 'text')] } }));
    await settle(() => store.getState().surveys.detail.save.status === 'failed');
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({ path: '/v1/surveys/a', ifMatch: 3 });
    expect(store.getState().surveys.detail.save).toMatchObject({
      code: 'surveys.questions_locked',
      fieldErrors: { 'questions.0.type': [expect.any(String)] },
    });
    expect(store.getState().surveys.detail.conflict).toBeNull();
  });

  it('publishing sends PATCH …/status with If-Match and reads the survey again; a refusal keeps what is missing', async () => {
    let refuse = true;
    const { store, calls } = surveysHarness((request) => {
      if (request.method === 'GET' && request.path === '/v1/surveys/a') return ok({ ...surveyView('a', { version: 4 }), can });
      if (request.method === 'PATCH' && refuse)
        throw new ApiError(422, {
          message: 'incomplete',
          code: 'surveys.publish_incomplete',
          errors: { assignees: ['Bitte wählen Sie mindestens eine Person, die antworten soll.'] },
        });
      if (request.method === 'PATCH') return written('a', 5);
      return notFound();
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().surveys.detail.status === 'loaded');
    calls.length = 0;
    store.dispatch(actions.statusRequested({ id: 'a', version: 4, status: 'published' }));
    await settle(() => store.getState().surveys.statusRefusal !== null && surveyCalls(calls).length === 2);
    expect(calls[0].request).toMatchObject({ method: 'PATCH', path: '/v1/surveys/a/status', body: { status: 'published' }, ifMatch: 4 });
    expect(store.getState().surveys.statusRefusal?.fieldErrors).toEqual({
      assignees: ['Bitte wählen Sie mindestens eine Person, die antworten soll.'],
    });
    expect(surveyCalls(calls)).toEqual(['PATCH /v1/surveys/a/status', 'GET /v1/surveys/a']);
    refuse = false;
    store.dispatch(actions.statusRequested({ id: 'a', version: 4, status: 'published' }));
    await settle(() => surveyCalls(calls).length === 4);
    expect(store.getState().surveys.statusRefusal).toBeNull();
    expect(store.getState().surveys.detail.busy).toBe(false);
  });

  it('a partial save sends PUT …/answers/mine with submit: false and keeps the draft', async () => {
    const key = draftKey('acc-1', 'user-1', 'a');
    writeJson(key, { q1: true });
    const { store, calls } = surveysHarness((request) =>
      request.method === 'PUT' ? ok(myAnswers('a', { anonymous: true, answers: null, status: 'in_progress' })) : notFound(),
    );
    store.dispatch(actions.answersOpened({ id: 'a' }));
    await settle(() => store.getState().surveys.answers.status === 'failed');
    store.dispatch(actions.answerSaveRequested({ id: 'a', answers: [{ question_id: 'q1', answer: true }], submit: false }));
    await settle(() => store.getState().surveys.answers.save.serial === 1);
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({
      path: '/v1/surveys/a/answers/mine',
      body: { answers: [{ question_id: 'q1', answer: true }], submit: false },
    });
    expect(readJson(key)).toEqual({ q1: true });
  });

  it('a submission removes the draft kept on this device and reads the survey again; a refusal keeps both', async () => {
    const key = draftKey('acc-1', 'user-1', 'a');
    writeJson(key, { q1: true });
    let refuse = true;
    const { store, calls } = surveysHarness((request) => {
      if (request.method === 'PUT' && refuse) return fail(409, 'closed', 'surveys.survey_closed');
      if (request.method === 'PUT')
        return ok(myAnswers('a', { anonymous: true, answers: null, status: 'closed', submitted_at: '2026-03-05T10:00:00Z' }));
      if (request.path === '/v1/surveys/a') return ok({ ...surveyView('a'), can });
      return notFound();
    });
    store.dispatch(actions.answerSaveRequested({ id: 'a', answers: [{ question_id: 'q1', answer: true }], submit: true }));
    await settle(() => store.getState().surveys.answers.save.status === 'failed');
    expect(readJson(key)).toEqual({ q1: true });
    refuse = false;
    store.dispatch(actions.opened({ id: 'a' }));
    store.dispatch(actions.answerSaveRequested({ id: 'a', answers: [{ question_id: 'q1', answer: true }], submit: true }));
    await settle(() => surveyCalls(calls).filter((path) => path === 'GET /v1/surveys/a').length === 2);
    expect(readJson(key)).toBeNull();
    expect(store.getState().surveys.answers.save.status).toBe('idle');
  });

  it('the export downloads the file through the authenticated call, saved as <title>.<format>', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { store, calls } = surveysHarness((request) => (request.path.endsWith('/export') ? ok(new Blob(['a;b'])) : notFound()));
    store.dispatch(actions.exportRequested({ id: 'a', format: 'csv', name: 'Umfrage' }));
    await settle(() => downloads.length > 0);
    expect(calls[0].request).toMatchObject({ method: 'GET', path: '/v1/surveys/a/results/export', query: { format: 'csv' }, responseType: 'blob' });
    expect(calls[0].headers.accessToken).toBe('old');
    expect(downloads).toEqual(['Umfrage.csv']);
  });
});

describe('live views: surveys (app/live-views.ts)', () => {
  function api(request: ApiRequest) {
    if (request.path === '/v1/surveys') return page([]);
    if (request.path === '/v1/surveys/a') return ok({ ...surveyView('a', { status: 'in_progress', version: 3 }), can });
    if (request.path === '/v1/surveys/a/results') return ok(resultsView('a', { submitted: 1, respondents: 1 }));
    return notFound();
  }

  it('surveys/surveyChanged reaches the open survey, surveys/surveyResultsChanged the results', async () => {
    const { store } = surveysHarness(api, '/surveys/a/results');
    store.dispatch(actions.opened({ id: 'a' }));
    store.dispatch(actions.resultsOpened({ id: 'a' }));
    await settle(() => store.getState().surveys.results.status === 'loaded' && store.getState().surveys.detail.status === 'loaded');
    store.dispatch(
      realtimeActions.viewChanged({ event: 'surveys/surveyChanged', message: surveyPush(surveyView('a', { title: 'Neu', version: 4 })) }),
    );
    store.dispatch(
      realtimeActions.viewChanged({
        event: 'surveys/surveyResultsChanged',
        message: resultsPush(resultsView('a', { submitted: 2, respondents: 2 })),
      }),
    );
    expect(store.getState().surveys.detail.view?.title).toBe('Neu');
    expect(store.getState().surveys.results.view?.submitted).toBe(2);
  });

  it('after a reconnect on a surveys page, what is on screen is read again; elsewhere nothing', async () => {
    const { store, calls } = surveysHarness(api, '/surveys/a/results');
    store.dispatch(actions.opened({ id: 'a' }));
    store.dispatch(actions.resultsOpened({ id: 'a' }));
    await settle(() => store.getState().surveys.results.status === 'loaded' && store.getState().surveys.detail.status === 'loaded');
    calls.length = 0;
    store.dispatch(realtimeActions.reconnected());
    await settle(() => surveyCalls(calls).length >= 2);
    await settle();
    expect(surveyCalls(calls).sort()).toEqual(['GET /v1/surveys/a', 'GET /v1/surveys/a/results']);

    const elsewhere = surveysHarness(api, '/home');
    elsewhere.store.dispatch(realtimeActions.reconnected());
    await settle();
    expect(surveyCalls(elsewhere.calls)).toEqual([]);
  });
});
