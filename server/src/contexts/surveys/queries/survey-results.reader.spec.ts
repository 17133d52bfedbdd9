import { normalizeSurveyQuestion, type SurveyQuestion, type SurveyQuestionResultView, type SurveyResultsView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { MemoryReadStore } from '../../../core/testing/projection-specification';
import { KEPT, QUESTIONS } from '../domain/survey.spec-data';
import { surveyResultsProjection } from '../projections/survey-results.projection';
import { answers, surveyFor, surveyTimeline } from '../projections/survey-results.spec-data';
import { SURVEY_RESULTS_CHUNK } from '../projections/survey-results.slots';
import { SurveyResultsReader } from './survey-results.reader';
import { medianOf } from './survey-results.view';

async function readerAfter(...events: RecordedEvent[]): Promise<SurveyResultsReader> {
  const store = new MemoryReadStore();
  for (const event of events) await surveyResultsProjection.apply(event, store);
  return new SurveyResultsReader(store);
}

const OTHER = answers({
  'q-boolean': false,
  'q-time': '07:15',
  'q-number': 3,
  'q-rating': 2,
  'q-scale': 10,
  'q-single': 'c-rot',
  'q-multiple': ['c-rot', 'c-gruen'],
  'q-text': 'Weniger Meetings',
});
const THIRD = answers({ 'q-boolean': true, 'q-number': 100, 'q-rating': 5, 'q-scale': 10, 'q-text': 'Ärger mit dem Drucker' });

const resultOf = (view: SurveyResultsView, id: string): SurveyQuestionResultView | undefined =>
  view.questions.find((question) => question.question_id === id);

describe('survey results reader', () => {
  it('builds every question of a named survey: choices with zeros, distributions ascending, mean and median, texts, responses', async () => {
    const t = surveyTimeline();
    const reader = await readerAfter(t.created(), t.submitted('u-anna', KEPT), t.submitted('u-carl', OTHER), t.submitted('u-dora', THIRD));
    const view = await reader.results('a1', surveyFor(QUESTIONS, { submitted: 3, assignees: 5 }));
    expect(view).toMatchObject({
      survey_id: 's1',
      anonymous: false,
      status: 'in_progress',
      assignees: 5,
      submitted: 3,
      respondents: 3,
      released: true,
      version: 7,
    });
    expect(view.questions.map((question) => question.question_id)).toEqual(QUESTIONS.map((question) => question.id));
    expect(resultOf(view, 'q-boolean')).toEqual({
      question_id: 'q-boolean',
      type: 'boolean',
      question: 'Arbeiten Sie gern hier?',
      answered: 3,
      choices: [
        { choice_id: 'true', label: 'true', count: 2 },
        { choice_id: 'false', label: 'false', count: 1 },
      ],
      distribution: null,
      mean: null,
      median: null,
      text_answers: null,
    });
    expect(resultOf(view, 'q-multiple')).toMatchObject({
      answered: 2,
      choices: [
        { choice_id: 'c-rot', label: 'Rot', count: 2 },
        { choice_id: 'c-gruen', label: 'Grün', count: 1 },
        { choice_id: 'c-blau', label: 'Blau', count: 1 },
      ],
    });
    expect(resultOf(view, 'q-single')).toMatchObject({ answered: 2, choices: [{ count: 1 }, { count: 1 }, { choice_id: 'c-blau', count: 0 }] });
    // 12.5, 3, 100: ascending, mean 38.5, median the middle one.
    expect(resultOf(view, 'q-number')).toMatchObject({
      answered: 3,
      distribution: [
        { value: 3, count: 1 },
        { value: 12.5, count: 1 },
        { value: 100, count: 1 },
      ],
      mean: 38.5,
      median: 12.5,
    });
    // Rating 1–5 (defaults): every value with zeros; 4, 2, 5 → mean 11/3, median 4.
    expect(resultOf(view, 'q-rating')).toMatchObject({
      distribution: [1, 2, 3, 4, 5].map((value) => ({ value, count: value === 1 || value === 3 ? 0 : 1 })),
      mean: 11 / 3,
      median: 4,
    });
    // Scale 1–10: 9, 10, 10.
    const scale = resultOf(view, 'q-scale')!;
    expect(scale.distribution!.map((entry) => entry.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scale.distribution!.slice(8)).toEqual([
      { value: 9, count: 1 },
      { value: 10, count: 2 },
    ]);
    expect(scale.median).toBe(10);
    expect(resultOf(view, 'q-time')).toMatchObject({
      answered: 2,
      distribution: [
        { value: '07:15', count: 1 },
        { value: '08:30', count: 1 },
      ],
      mean: null,
      median: null,
    });
    expect(resultOf(view, 'q-date')).toMatchObject({ answered: 1, distribution: [{ value: '2019-04-01', count: 1 }] });
    expect(resultOf(view, 'q-text')).toMatchObject({ answered: 3, text_answers: ['Mehr Pausen', 'Weniger Meetings', 'Ärger mit dem Drucker'] });
    // newest first
    expect(view.responses).toEqual([
      { user_id: 'u-dora', submitted_at: '2030-01-04T00:00:00.000Z', answers: THIRD },
      { user_id: 'u-carl', submitted_at: '2030-01-03T00:00:00.000Z', answers: OTHER },
      { user_id: 'u-anna', submitted_at: '2030-01-02T00:00:00.000Z', answers: KEPT },
    ]);
    expect(view.responses_meta).toEqual({ page: 1, limit: 50, total: 3 });
  });

  it('takes the median of an even count as the mean of the two middle values, and has none without answers', () => {
    expect(
      medianOf([
        { value: 1, count: 1 },
        { value: 2, count: 1 },
        { value: 7, count: 1 },
        { value: 8, count: 1 },
      ]),
    ).toBe(4.5);
    expect(
      medianOf([
        { value: -3, count: 2 },
        { value: 5, count: 2 },
      ]),
    ).toBe(1);
    expect(medianOf([{ value: 4, count: 0 }])).toBeNull();
  });

  it('shows the counts against the questions as they are now: a removed question is left out, new choices and wider bounds show zeros, relabels show', async () => {
    const t = surveyTimeline();
    const reader = await readerAfter(t.created(), t.submitted('u-anna', KEPT), t.submitted('u-carl', OTHER));
    const now: SurveyQuestion[] = QUESTIONS.filter((question) => question.id !== 'q-number').map((question) => {
      if (question.id === 'q-single')
        return {
          ...question,
          answer_choices: [...question.answer_choices, { id: 'c-gelb', label: 'Gelb' }].map((c) =>
            c.id === 'c-rot' ? { ...c, label: 'Rot (neu)' } : c,
          ),
        };
      if (question.id === 'q-rating') return { ...question, max: 7 };
      return question;
    });
    now.push(normalizeSurveyQuestion({ id: 'q-new', type: 'number', question: 'Neu?' }));
    const view = await reader.results('a1', surveyFor(now, { submitted: 2 }));
    expect(resultOf(view, 'q-number')).toBeUndefined();
    expect(view.responses!.flatMap((response) => response.answers.map((a) => a.question_id))).not.toContain('q-number');
    expect(resultOf(view, 'q-single')).toMatchObject({
      choices: [
        { choice_id: 'c-rot', label: 'Rot (neu)', count: 1 },
        { choice_id: 'c-gruen', label: 'Grün', count: 1 },
        { choice_id: 'c-blau', label: 'Blau', count: 0 },
        { choice_id: 'c-gelb', label: 'Gelb', count: 0 },
      ],
    });
    expect(resultOf(view, 'q-rating')).toMatchObject({
      distribution: [1, 2, 3, 4, 5, 6, 7].map((value) => ({ value, count: value === 2 || value === 4 ? 1 : 0 })),
      mean: 3,
      median: 3,
    });
    expect(resultOf(view, 'q-new')).toMatchObject({ answered: 0, distribution: [], mean: null, median: null });
  });

  it('shows nothing of an anonymous survey before a first group is cast, then counts and sorted text answers, never responses', async () => {
    const t = surveyTimeline();
    const created = t.created({ anonymous: true });
    const before = await (await readerAfter(created)).results('a1', surveyFor(QUESTIONS, { anonymous: true, submitted: 2 }));
    expect(before).toMatchObject({ anonymous: true, submitted: 2, respondents: 0, released: false, questions: [], responses: null });

    const ballots = [KEPT, OTHER, THIRD, answers({ 'q-text': 'apfel' }), answers({ 'q-text': 'Zebra' }), answers({ 'q-text': 'Mehr Pausen' })];
    const reader = await readerAfter(created, ...ballots.map((ballot, i) => t.cast(i < 3 ? 'r1' : 'r2', ballot)));
    const view = await reader.results('a1', surveyFor(QUESTIONS, { anonymous: true, submitted: 7 }));
    expect(view).toMatchObject({ respondents: 6, submitted: 7, released: true, responses: null });
    expect(resultOf(view, 'q-text')).toMatchObject({
      answered: 6,
      text_answers: ['apfel', 'Ärger mit dem Drucker', 'Mehr Pausen', 'Mehr Pausen', 'Weniger Meetings', 'Zebra'],
    });
    expect(resultOf(view, 'q-boolean')).toMatchObject({ answered: 3, choices: [{ count: 2 }, { count: 1 }] });
  });

  it('pages responses over several rows, newest first, and reads nothing of a survey it has no counts of', async () => {
    const t = surveyTimeline();
    const created = t.created();
    const count = 2 * SURVEY_RESULTS_CHUNK + 3;
    const submissions = Array.from({ length: count }, (_, i) => t.submitted(`u${i}`, answers({ 'q-rating': 1 + (i % 5) })));
    const reader = await readerAfter(created, ...submissions);
    const view = await reader.results('a1', surveyFor(QUESTIONS, { submitted: count, assignees: count }));
    expect(view.respondents).toBe(count);
    const newestFirst = submissions.map((_, i) => `u${i}`).reverse();
    expect(view.responses!.map((response) => response.user_id)).toEqual(newestFirst.slice(0, 50));
    expect(view.responses_meta).toEqual({ page: 1, limit: 50, total: count });
    expect(resultOf(view, 'q-rating')).toMatchObject({ answered: count, median: 3 });
    // a page across two rows, the last (short) page, a page beyond the end; the figures are always whole
    const page = async (p: number, limit: number) =>
      (await reader.results('a1', surveyFor(QUESTIONS), { page: p, limit })).responses!.map((response) => response.user_id);
    expect(await page(2, 40)).toEqual(newestFirst.slice(40, 80));
    expect(await page(3, 50)).toEqual(newestFirst.slice(100));
    expect(await page(4, 50)).toEqual([]);
    expect(await page(1, count)).toEqual(newestFirst);
    expect(resultOf(await reader.results('a1', surveyFor(QUESTIONS), { page: 3, limit: 50 }), 'q-rating')).toMatchObject({ answered: count });

    const none = await reader.results('a1', { ...surveyFor(QUESTIONS), id: 'unknown' });
    expect(none).toMatchObject({ survey_id: 'unknown', respondents: 0, released: true, responses: [] });
    expect(resultOf(none, 'q-rating')).toMatchObject({ answered: 0, mean: null, median: null });
    expect(await reader.results('a2', surveyFor(QUESTIONS))).toMatchObject({ respondents: 0, responses: [] });
  });
});
