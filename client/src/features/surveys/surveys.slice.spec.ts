import { describe, expect, it } from 'vitest';
import { DEFAULT_SURVEYS_QUERY } from './survey-query';
import { surveysActions as actions, surveysSliceReducer as reduce } from './surveys.slice';
import { initialSurveysState, type SurveysState } from './surveys.state';
import { assignedView, deletionPush, listItem, myAnswers, resultsPush, resultsView, surveyPush, surveyView } from './surveys.fixtures';

const listed = (rows = [listItem('a'), listItem('b')], total = 7): SurveysState => {
  const state = reduce(initialSurveysState, actions.listRequested(DEFAULT_SURVEYS_QUERY));
  return reduce(state, actions.listLoaded({ key: '', page: { data: rows, meta: { page: 1, limit: 25, total } } }));
};

describe('surveys slice', () => {
  it('keeps the rows of the query asked last (a late answer to another query is dropped)', () => {
    let state = reduce(initialSurveysState, actions.listRequested({ ...DEFAULT_SURVEYS_QUERY, tab: 'authored' }));
    state = reduce(state, actions.listLoaded({ key: '', page: { data: [listItem('old')], meta: { page: 1, limit: 25, total: 1 } } }));
    expect(state.list.rows).toEqual([]);
    state = reduce(state, actions.listLoaded({ key: 'tab=authored', page: { data: [listItem('new')], meta: { page: 1, limit: 25, total: 1 } } }));
    expect(state.list.rows.map((row) => row.id)).toEqual(['new']);
    expect(state.list.status).toBe('loaded');
  });

  it("a push of a listed survey patches its row: the author's view brings the counts, an assignee's view my status", () => {
    let state = listed();
    const author = surveyView('a', { title: 'Neu', version: 3, submitted_count: 4, assignees: [{ user_id: 'user-2', status: 'closed' }] });
    state = reduce(state, actions.viewPushed(surveyPush(author)));
    expect(state.list.rows[0]).toMatchObject({
      title: 'Neu',
      version: 3,
      submitted_count: 4,
      assignee_count: 1,
      question_count: 1,
      my_status: 'open',
    });
    state = reduce(state, actions.viewPushed(surveyPush(assignedView('b', { my_status: 'in_progress', version: 5 }))));
    expect(state.list.rows[1]).toMatchObject({ my_status: 'in_progress', version: 5, assignee_count: 5 });
    expect(state.list.outdated).toBe(false);
  });

  it('an older push changes nothing; a deletion removes the row; a survey not listed marks the list outdated', () => {
    let state = listed();
    state = reduce(state, actions.viewPushed(surveyPush(surveyView('a', { title: 'Alt', version: 1 }))));
    expect(state.list.rows[0].title).toBe('Umfrage a');
    state = reduce(state, actions.viewPushed(deletionPush('b', 3)));
    expect(state.list.rows.map((row) => row.id)).toEqual(['a']);
    expect(state.list.total).toBe(6);
    state = reduce(state, actions.viewPushed(surveyPush(surveyView('z'))));
    expect(state.list.outdated).toBe(true);
  });

  it('a push of the open survey replaces it when newer, and marks it deleted when gone', () => {
    let state = reduce(initialSurveysState, actions.opened({ id: 'a' }));
    state = reduce(state, actions.loaded({ ...surveyView('a', { version: 2 }), can: { edit: true, delete: true } }));
    state = reduce(state, actions.viewPushed(surveyPush(surveyView('a', { title: 'Neu', version: 3 }))));
    expect(state.detail.view?.title).toBe('Neu');
    expect(state.detail.can).toEqual({ edit: true, delete: true });
    state = reduce(state, actions.viewPushed(deletionPush('a', 4)));
    expect(state.detail.deleted).toBe(true);
  });

  it('pushed results replace those shown: newer, or the same version with more submissions; never older or of another survey', () => {
    let state = reduce(initialSurveysState, actions.resultsOpened({ id: 'a' }));
    state = reduce(state, actions.resultsLoaded(resultsView('a', { submitted: 3, respondents: 3, version: 3 })));
    state = reduce(state, actions.resultsPushed(resultsPush(resultsView('a', { submitted: 6, respondents: 6, version: 3 }))));
    expect(state.results.view?.submitted).toBe(6);
    state = reduce(state, actions.resultsPushed(resultsPush(resultsView('a', { submitted: 4, respondents: 4, version: 3 }))));
    expect(state.results.view?.submitted).toBe(6);
    state = reduce(state, actions.resultsPushed(resultsPush(resultsView('a', { submitted: 9, version: 2 }))));
    expect(state.results.view?.submitted).toBe(6);
    state = reduce(state, actions.resultsPushed(resultsPush(resultsView('b', { submitted: 9, version: 9 }))));
    expect(state.results.view?.survey_id).toBe('a');
    state = reduce(state, actions.resultsPushed(resultsPush(resultsView('a', { submitted: 6, respondents: 3, status: 'closed', version: 4 }))));
    expect(state.results.view).toMatchObject({ status: 'closed', respondents: 3 });
  });

  it('on another page of the respondents, a push takes the figures and keeps the page shown', () => {
    let state = reduce(initialSurveysState, actions.resultsOpened({ id: 'a' }));
    state = reduce(state, actions.resultsPageRequested({ page: 2, limit: 50 }));
    const second = [{ user_id: 'user-9', submitted_at: '2026-03-01T10:00:00Z', answers: [] }];
    state = reduce(
      state,
      actions.resultsLoaded(resultsView('a', { submitted: 60, responses: second, responses_meta: { page: 2, limit: 50, total: 60 } })),
    );
    const first = [{ user_id: 'user-2', submitted_at: '2026-03-05T10:00:00Z', answers: [] }];
    state = reduce(
      state,
      actions.resultsPushed(resultsPush(resultsView('a', { submitted: 61, responses: first, responses_meta: { page: 1, limit: 50, total: 61 } }))),
    );
    expect(state.results.view).toMatchObject({ submitted: 61, responses: second, responses_meta: { page: 2, total: 60 } });
    expect(state.results.page).toEqual({ page: 2, limit: 50 });
  });

  it('a refused publish keeps the server messages until dismissed or the next try', () => {
    let state = reduce(initialSurveysState, actions.statusRequested({ id: 'a', version: 1, status: 'published' }));
    expect(state.detail.busy).toBe(true);
    const refusal = { code: 'surveys.publish_incomplete' as const, fieldErrors: { assignees: ['Bitte wählen Sie mindestens eine Person.'] } };
    state = reduce(state, actions.statusRefused(refusal));
    expect(state.detail.busy).toBe(false);
    expect(state.statusRefusal).toEqual(refusal);
    state = reduce(state, actions.statusRequested({ id: 'a', version: 1, status: 'published' }));
    expect(state.statusRefusal).toBeNull();
  });

  it('my answers: only those of the survey opened; an edited answer drops its server message', () => {
    let state = reduce(initialSurveysState, actions.answersOpened({ id: 'a' }));
    state = reduce(state, actions.answersLoaded(myAnswers('b')));
    expect(state.answers.view).toBeNull();
    state = reduce(state, actions.answersLoaded(myAnswers('a', { status: 'in_progress' })));
    expect(state.answers).toMatchObject({ status: 'loaded', view: { status: 'in_progress' } });
    state = reduce(state, actions.answerSaveRequested({ id: 'a', answers: [], submit: true }));
    expect(state.answers.save).toMatchObject({ status: 'saving', submit: true });
    state = reduce(
      state,
      actions.answerSaveRejected({ code: 'request.validation_failed', fieldErrors: { 'answers.q1': ['Höchstens 5.'], 'answers.q2': ['x'] } }),
    );
    state = reduce(state, actions.answerEdited('q1'));
    expect(state.answers.save.fieldErrors).toEqual({ 'answers.q2': ['x'] });
    state = reduce(state, actions.answerSaveAccepted(myAnswers('a', { status: 'closed', submitted_at: '2026-03-02T10:00:00Z' })));
    expect(state.answers.save).toMatchObject({ status: 'idle', serial: 1 });
    expect(state.answers.view?.submitted_at).toBe('2026-03-02T10:00:00Z');
  });
});
