import { normalizeSurveyQuestion } from '@kollab/contracts';
import { ProjectionSpecification, type MemoryReadStore } from '../../../core/testing/projection-specification';
import { BEN, KEPT, QUESTIONS } from '../domain/survey.spec-data';
import {
  SURVEY_QUESTION_TYPES_COLLECTION,
  SURVEY_RESPONSES_COLLECTION,
  SURVEY_RESULTS_COLLECTION,
  SURVEY_TEXT_ANSWERS_COLLECTION,
  surveyResultsProjection,
  type SurveyResponsesRow,
  type SurveyResultsRow,
  type SurveyTextAnswersRow,
} from './survey-results.projection';
import { answers, surveyTimeline } from './survey-results.spec-data';
import { SURVEY_RESULTS_CHUNK } from './survey-results.slots';

const spec = ProjectionSpecification.for(surveyResultsProjection);

/** KEPT (one answer to each of the nine types) as counted once. */
const KEPT_COUNTS = {
  'q-boolean': { answered: 1, choices: { true: 1 } },
  'q-date': { answered: 1, values: { '2019-04-01': 1 } },
  'q-time': { answered: 1, values: { '08:30': 1 } },
  'q-number': { answered: 1, values: { '12.5': 1 }, sum: 12.5 },
  'q-rating': { answered: 1, values: { '4': 1 }, sum: 4 },
  'q-scale': { answered: 1, values: { '9': 1 }, sum: 9 },
  'q-single': { answered: 1, choices: { 'c-gruen': 1 } },
  'q-multiple': { answered: 1, choices: { 'c-rot': 1, 'c-blau': 1 } },
  'q-text': { answered: 1 },
};

const OTHER = answers({
  'q-boolean': false,
  'q-date': '2019-04-01',
  'q-time': '17:00',
  'q-number': -2,
  'q-rating': 4,
  'q-scale': 1,
  'q-single': 'c-rot',
  'q-multiple': ['c-rot'],
  'q-text': 'Weniger Meetings',
});

const rowOf = (store: MemoryReadStore, id = 's1') => store.document<SurveyResultsRow>(SURVEY_RESULTS_COLLECTION, id);

describe('survey results projection', () => {
  it('starts a survey with empty counts, its author and anonymity, and the type of each question id', async () => {
    const t = surveyTimeline();
    const outcome = spec.given().when(t.created());
    await outcome.thenDocument(SURVEY_RESULTS_COLLECTION, 's1', {
      id: 's1',
      created_by: BEN,
      anonymous: false,
      deleted: false,
      respondents: 0,
      responses: 0,
      text_ballots: 0,
      counts: {},
      applied: { transaction_id: '1', position: 1 },
    });
    await outcome.thenDocumentMatches(SURVEY_QUESTION_TYPES_COLLECTION, 's1', {
      version: 1,
      types: Object.fromEntries(QUESTIONS.map((question) => [question.id, question.type])),
    });
  });

  it('counts a named submission of every question type per choice id or value, and keeps the response with its respondent', async () => {
    const t = surveyTimeline();
    const store = await spec.given(t.created()).when(t.submitted('u-anna', KEPT)).applied();
    expect(rowOf(store)).toMatchObject({ respondents: 1, responses: 1, text_ballots: 1, counts: KEPT_COUNTS });
    expect(store.document<SurveyResponsesRow>(SURVEY_RESPONSES_COLLECTION, 's1:0')).toEqual({
      id: 's1:0',
      survey_id: 's1',
      items: [
        { user_id: 'u-anna', submitted_at: '2030-01-02T00:00:00.000Z', answers: Object.fromEntries(KEPT.map((a) => [a.question_id, a.answer])) },
      ],
    });
    // its text answers alone, for the results to read without every response
    expect(store.document(SURVEY_TEXT_ANSWERS_COLLECTION, 's1:0')).toEqual({
      id: 's1:0',
      survey_id: 's1',
      items: [Object.fromEntries(KEPT.filter((a) => a.question_id === 'q-text').map((a) => [a.question_id, a.answer]))],
    });
  });

  it('adds submissions up: choices, values and sums; an unanswered question is not answered', async () => {
    const t = surveyTimeline();
    const partial = KEPT.filter((a) => a.question_id !== 'q-number' && a.question_id !== 'q-text');
    const store = await spec
      .given(t.created(), t.submitted('u-anna', KEPT))
      .when(t.submitted('u-carl', OTHER), t.submitted('u-dora', partial))
      .applied();
    expect(rowOf(store)).toMatchObject({
      respondents: 3,
      responses: 3,
      counts: {
        'q-boolean': { answered: 3, choices: { true: 2, false: 1 } },
        'q-date': { answered: 3, values: { '2019-04-01': 3 } },
        'q-time': { answered: 3, values: { '08:30': 2, '17:00': 1 } },
        'q-number': { answered: 2, values: { '12.5': 1, '-2': 1 }, sum: 10.5 },
        'q-rating': { answered: 3, values: { '4': 3 }, sum: 12 },
        'q-scale': { answered: 3, values: { '9': 2, '1': 1 }, sum: 19 },
        'q-single': { answered: 3, choices: { 'c-gruen': 2, 'c-rot': 1 } },
        'q-multiple': { answered: 3, choices: { 'c-rot': 3, 'c-blau': 2 } },
        'q-text': { answered: 2 },
      },
    });
    const responses = store.document<SurveyResponsesRow>(SURVEY_RESPONSES_COLLECTION, 's1:0')!.items;
    expect(responses.map((response) => response.user_id)).toEqual(['u-anna', 'u-carl', 'u-dora']);
  });

  it('counts a cast ballot and keeps only its text answers: no respondent, ballot, release, time or order', async () => {
    const t = surveyTimeline();
    const store = await spec
      .given(t.created({ anonymous: true }))
      .when(
        t.cast('r1', KEPT),
        t.cast('r1', OTHER),
        t.cast(
          'r1',
          KEPT.filter((a) => a.question_id !== 'q-text'),
        ),
      )
      .applied();
    expect(rowOf(store)).toMatchObject({ anonymous: true, respondents: 3, responses: 0, text_ballots: 2 });
    expect(rowOf(store)!.counts['q-scale']).toEqual({ answered: 3, values: { '9': 2, '1': 1 }, sum: 19 });
    expect(rowOf(store)!.counts['q-text']).toEqual({ answered: 2 });
    const texts = store.document<SurveyTextAnswersRow>(SURVEY_TEXT_ANSWERS_COLLECTION, 's1:0')!;
    expect(Object.keys(texts).sort()).toEqual(['id', 'items', 'survey_id']);
    expect(texts.items).toHaveLength(2);
    expect(texts.items).toEqual(expect.arrayContaining([{ 'q-text': 'Mehr Pausen' }, { 'q-text': 'Weniger Meetings' }]));
    // Nothing of the cast events but the answers reaches any row.
    const stored = JSON.stringify(store.snapshot());
    for (const trace of ['survey_ballots', 'r1', 'u-actor', '2030-01-0']) expect(stored).not.toContain(trace);
    expect(store.document(SURVEY_RESPONSES_COLLECTION, 's1:0')).toBeUndefined();
  });

  it('lays the text answers of ballots out in an order that is not the order they were cast in, the same on every rebuild', async () => {
    const t = surveyTimeline();
    const created = t.created({ anonymous: true });
    const cast = Array.from({ length: SURVEY_RESULTS_CHUNK + 20 }, (_, i) => t.cast(`r${Math.floor(i / 3)}`, answers({ 'q-text': `Antwort ${i}` })));
    const layout = async () => {
      const store = await spec
        .given(created, ...cast)
        .when()
        .applied();
      return [0, 1].flatMap((chunk) =>
        store.document<SurveyTextAnswersRow>(SURVEY_TEXT_ANSWERS_COLLECTION, `s1:${chunk}`)!.items.map((ballot) => ballot['q-text']),
      );
    };
    const slots = await layout();
    const arrival = cast.map((_, i) => `Antwort ${i}`);
    expect([...slots].sort()).toEqual([...arrival].sort());
    expect(slots).not.toEqual(arrival);
    expect(slots.filter((text, i) => text === arrival[i]).length).toBeLessThan(10);
    expect(await layout()).toEqual(slots);
  });

  it('keeps responses in rows of at most SURVEY_RESULTS_CHUNK', async () => {
    const t = surveyTimeline();
    const created = t.created();
    const submissions = Array.from({ length: SURVEY_RESULTS_CHUNK + 1 }, (_, i) => t.submitted(`u${i}`, answers({ 'q-rating': 1 + (i % 5) })));
    const store = await spec
      .given(created, ...submissions)
      .when()
      .applied();
    expect(store.document<SurveyResponsesRow>(SURVEY_RESPONSES_COLLECTION, 's1:0')!.items).toHaveLength(SURVEY_RESULTS_CHUNK);
    expect(store.document<SurveyResponsesRow>(SURVEY_RESPONSES_COLLECTION, 's1:1')!.items.map((r) => r.user_id)).toEqual([
      `u${SURVEY_RESULTS_CHUNK}`,
    ]);
    expect(rowOf(store)).toMatchObject({ respondents: SURVEY_RESULTS_CHUNK + 1, responses: SURVEY_RESULTS_CHUNK + 1 });
  });

  it('changes nothing when an event is applied again, also after later ones (replays)', async () => {
    const t = surveyTimeline();
    const created = t.created({ anonymous: true });
    const first = t.cast('r1', KEPT);
    const second = t.cast('r1', OTHER);
    const outcome = spec.given(created, first, second).when(first, created);
    await outcome.thenNothingChanged();
    const named = surveyTimeline();
    const start = named.created();
    const anna = named.submitted('u-anna', KEPT);
    await spec.given(start, anna, named.submitted('u-carl', OTHER)).when(anna).thenNothingChanged();
  });

  it('follows the question types (a question added later is counted) and anonymity while no answer exists', async () => {
    const t = surveyTimeline();
    const extra = normalizeSurveyQuestion({ id: 'q-extra', type: 'time', question: 'Wann gehen Sie?' });
    const store = await spec
      .given(t.created())
      .when(t.changed({ anonymous: true }), t.changed({ questions: [...QUESTIONS, extra] }), t.cast('r1', answers({ 'q-extra': '16:45' })))
      .applied();
    expect(rowOf(store)).toMatchObject({ anonymous: true, respondents: 1, counts: { 'q-extra': { answered: 1, values: { '16:45': 1 } } } });
    expect(store.document(SURVEY_QUESTION_TYPES_COLLECTION, 's1')).toMatchObject({ version: 3, types: { 'q-extra': 'time' } });
  });

  it('leaves out answers to questions it does not know and values of the wrong shape', async () => {
    const t = surveyTimeline();
    const odd = answers({ 'q-gone': 'x', 'q-number': '12', 'q-boolean': 'yes', 'q-text': '   ', 'q-multiple': [] });
    const store = await spec.given(t.created()).when(t.submitted('u-anna', odd)).applied();
    expect(rowOf(store)).toMatchObject({ respondents: 1, counts: {} });
  });

  it('a deleted survey keeps only a tombstone: its responses, text answers and types go, later events count nothing', async () => {
    const named = surveyTimeline();
    const store = await spec
      .given(named.created(), named.submitted('u-anna', KEPT))
      .when(named.deleted(), named.submitted('u-carl', OTHER))
      .applied();
    expect(rowOf(store)).toEqual({
      id: 's1',
      created_by: BEN,
      anonymous: false,
      deleted: true,
      respondents: 0,
      responses: 0,
      text_ballots: 0,
      counts: {},
      applied: { transaction_id: '1', position: 3 },
    });
    expect(store.document(SURVEY_RESPONSES_COLLECTION, 's1:0')).toBeUndefined();
    expect(store.document(SURVEY_QUESTION_TYPES_COLLECTION, 's1')).toBeUndefined();

    const anonymous = surveyTimeline();
    const gone = await spec
      .given(anonymous.created({ anonymous: true }), anonymous.cast('r1', KEPT), anonymous.cast('r1', OTHER))
      .when(anonymous.deleted())
      .applied();
    expect(gone.document(SURVEY_TEXT_ANSWERS_COLLECTION, 's1:0')).toBeUndefined();
    expect(rowOf(gone)).toMatchObject({ deleted: true, respondents: 0 });
  });

  it('ignores submissions of a survey it never saw created, and keeps each account apart', async () => {
    const t = surveyTimeline();
    await spec.given().when(t.submitted('u-anna', KEPT), t.cast('r1', KEPT)).thenNothingChanged();
    const other = surveyTimeline();
    const created = other.created();
    const elsewhere = other.submitted('u-anna', KEPT);
    const store = await spec
      .given(created)
      .when({ ...elsewhere, metadata: { ...elsewhere.metadata, accountId: 'a2' } })
      .applied();
    expect(rowOf(store)).toMatchObject({ respondents: 0 });
  });
});
