import type { SurveyAnswerValue, SurveyQuestion, SurveyQuestionType } from '@kollab/contracts';
import { checkpointOf, compareCheckpoints, type Recorded, type RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore, ScopedCollection } from '../../../core/read-store/read-store';
import type { NamesNobody, Proves, SurveyBallotCast } from '../domain/survey-ballot';
import type { SurveyAnswersSubmitted, SurveyChanged, SurveyCreated, SurveyDeleted } from '../domain/survey.events';
import { countSubmission, type SurveyCounts } from './survey-results.counts';
import { appendSlot, insertShuffled, slotRowIds, type SlotRow } from './survey-results.slots';

/** One small row per survey: its counts (what GET …/results shows but for the responses and the text answers). */
export const SURVEY_RESULTS_COLLECTION = 'survey_results';
/** Per survey, the type of each question id (what tells a text answer from a choice id, a date or a time). */
export const SURVEY_QUESTION_TYPES_COLLECTION = 'survey_question_types';
/** Named surveys: the submitted responses, in slots (survey-results.slots.ts) in the order they came in. */
export const SURVEY_RESPONSES_COLLECTION = 'survey_responses';
/** The text answers of each submission, and nothing else: a named survey's in order, an anonymous survey's in a random order. */
export const SURVEY_TEXT_ANSWERS_COLLECTION = 'survey_text_answers';

export interface SurveyResultsRow {
  /** The survey's id. */
  id: string;
  created_by: string;
  anonymous: boolean;
  /** The survey was deleted: nothing else is kept (the row stays so that a replayed event changes nothing). */
  deleted: boolean;
  /** Submissions counted: named ones, and the anonymous ballots cast (released). */
  respondents: number;
  /** Named responses kept (slots of SURVEY_RESPONSES_COLLECTION). */
  responses: number;
  /** Anonymous ballots that hold a text answer (slots of SURVEY_TEXT_ANSWERS_COLLECTION). */
  text_ballots: number;
  /** Per question id. */
  counts: SurveyCounts;
  /** The last event applied, in the global order: an event at or before it is a replay and changes nothing. */
  applied: { transaction_id: string; position: number };
}

export interface SurveyQuestionTypesRow {
  id: string;
  /** The position in `survey-<id>` of the last event applied. */
  version: number;
  types: Record<string, SurveyQuestionType>;
}

/** A named submission as kept: its respondent, when, and the answers by question id. */
export interface StoredSurveyResponse {
  user_id: string;
  submitted_at: string;
  answers: Record<string, SurveyAnswerValue>;
}
export type SurveyResponsesRow = SlotRow<StoredSurveyResponse>;

/** An anonymous ballot's text answers by question id: no respondent, ballot, release, time or order. */
export type StoredTextBallot = Record<string, string>;
export type SurveyTextAnswersRow = SlotRow<StoredTextBallot>;
/** The proof (survey-ballot.ts): a key that names a person added to these rows does not compile. */
export type TextAnswersNameNobody = Proves<NamesNobody<SurveyTextAnswersRow>>;

type ResultsEvent = SurveyCreated | SurveyChanged | SurveyDeleted | SurveyAnswersSubmitted | SurveyBallotCast;
const EVENT_TYPES: readonly ResultsEvent['type'][] = [
  'SurveyCreated',
  'SurveyChanged',
  'SurveyDeleted',
  'SurveyAnswersSubmitted',
  'SurveyBallotCast',
];

const SURVEY_STREAM = 'survey-';

/** The survey an event counts for: its stream `survey-<id>`, or the survey a cast ballot names. */
function surveyIdOf(event: RecordedEvent): string | undefined {
  if (event.type === 'SurveyBallotCast') return (event.data as SurveyBallotCast['data']).survey_id;
  return event.streamId.startsWith(SURVEY_STREAM) ? event.streamId.slice(SURVEY_STREAM.length) : undefined;
}

const typesOf = (questions: readonly SurveyQuestion[]): Record<string, SurveyQuestionType> =>
  Object.fromEntries(questions.map((question) => [question.id, question.type]));

const seen = (row: SurveyResultsRow, event: RecordedEvent): boolean =>
  compareCheckpoints(checkpointOf(event), { transactionId: row.applied.transaction_id, position: row.applied.position }) <= 0;

const appliedOf = (event: RecordedEvent): SurveyResultsRow['applied'] => ({ transaction_id: event.transactionId, position: event.position });

interface Collections {
  results: ScopedCollection<SurveyResultsRow>;
  types: ScopedCollection<SurveyQuestionTypesRow>;
  responses: ScopedCollection<SurveyResponsesRow>;
  texts: ScopedCollection<SurveyTextAnswersRow>;
}

/**
 * The results of surveys (issue 15), counted as submissions come in so that GET …/results
 * reads one small row and the slot rows, whatever the number of submissions:
 * - `survey_results`: per survey the counts per question id (per choice id, per value, the
 *   sum), the respondents, the author; one submission changes it in O(1) (its size depends on
 *   the questions and the distinct values given, not on the number of submissions);
 * - `survey_question_types`: the type of each question id, followed through SurveyChanged
 *   (only the types: texts, choices and bounds are read from the survey at read time, so a
 *   relabel or a wider bound never needs a rebuild; answers to removed questions are kept and
 *   ignored when read);
 * - `survey_responses` (named): each SurveyAnswersSubmitted with its respondent and time;
 * - `survey_text_answers`: each submission's text answers alone (GET …/results reads them
 *   without reading every response): a named one's in the order they came, a SurveyBallotCast's shuffled.
 * Idempotent: the counts row remembers the last event applied (global order), the slots are
 * written only with it; everything of one event commits in one transaction (SQL read store).
 */
export const surveyResultsProjection: Projection = {
  name: 'survey-results',
  version: 1,
  collections: [SURVEY_RESULTS_COLLECTION, SURVEY_QUESTION_TYPES_COLLECTION, SURVEY_RESPONSES_COLLECTION, SURVEY_TEXT_ANSWERS_COLLECTION],
  eventTypes: EVENT_TYPES,
  documentsRead(event) {
    const id = surveyIdOf(event);
    if (id === undefined) return [];
    const { accountId } = event.metadata;
    return [
      { collection: SURVEY_RESULTS_COLLECTION, accountId, id },
      { collection: SURVEY_QUESTION_TYPES_COLLECTION, accountId, id },
    ];
  },
  async apply(event, store) {
    const surveyId = surveyIdOf(event);
    if (surveyId === undefined) return;
    const collections = collectionsOf(store, event.metadata.accountId);
    const recorded = event as Recorded<ResultsEvent>;
    switch (recorded.type) {
      case 'SurveyCreated':
        return created(collections, surveyId, recorded);
      case 'SurveyChanged':
        return changed(collections, surveyId, recorded);
      case 'SurveyDeleted':
        return deleted(collections, surveyId, recorded);
      case 'SurveyAnswersSubmitted':
      case 'SurveyBallotCast':
        return submitted(collections, surveyId, recorded);
      default: {
        const unknown: never = recorded;
        return unknown;
      }
    }
  },
};

function collectionsOf(store: ReadStore, accountId: string): Collections {
  return {
    results: store.collection<SurveyResultsRow>(SURVEY_RESULTS_COLLECTION).forAccount(accountId),
    types: store.collection<SurveyQuestionTypesRow>(SURVEY_QUESTION_TYPES_COLLECTION).forAccount(accountId),
    responses: store.collection<SurveyResponsesRow>(SURVEY_RESPONSES_COLLECTION).forAccount(accountId),
    texts: store.collection<SurveyTextAnswersRow>(SURVEY_TEXT_ANSWERS_COLLECTION).forAccount(accountId),
  };
}

async function created({ results, types }: Collections, surveyId: string, event: Recorded<SurveyCreated>): Promise<void> {
  const { questions, created_by, anonymous } = event.data;
  const known = await types.get(surveyId);
  if (!known || known.version < event.streamPosition) await types.upsert({ id: surveyId, version: event.streamPosition, types: typesOf(questions) });
  if (await results.get(surveyId)) return;
  await results.upsert({
    id: surveyId,
    created_by,
    anonymous,
    deleted: false,
    respondents: 0,
    responses: 0,
    text_ballots: 0,
    counts: {},
    applied: appliedOf(event),
  });
}

/** New question types (questions added, a type changed while no answer exists); anonymity until it is published. */
async function changed({ results, types }: Collections, surveyId: string, event: Recorded<SurveyChanged>): Promise<void> {
  const { questions, anonymous } = event.data;
  if (questions !== undefined) {
    const known = await types.get(surveyId);
    if (known && known.version < event.streamPosition) await types.upsert({ id: surveyId, version: event.streamPosition, types: typesOf(questions) });
  }
  if (anonymous === undefined) return;
  const row = await results.get(surveyId);
  if (!row || row.deleted || seen(row, event) || row.anonymous === anonymous) return;
  await results.upsert({ ...row, anonymous, applied: appliedOf(event) });
}

/** Keeps a tombstone of the counts row; every answer kept of the survey goes. */
async function deleted({ results, types, responses, texts }: Collections, surveyId: string, event: Recorded<SurveyDeleted>): Promise<void> {
  const row = await results.get(surveyId);
  if (!row || row.deleted || seen(row, event)) return;
  for (const id of slotRowIds(surveyId, row.responses)) await responses.delete(id);
  for (const id of slotRowIds(surveyId, row.text_ballots)) await texts.delete(id);
  await types.delete(surveyId);
  await results.upsert({
    id: surveyId,
    created_by: row.created_by,
    anonymous: row.anonymous,
    deleted: true,
    respondents: 0,
    responses: 0,
    text_ballots: 0,
    counts: {},
    applied: appliedOf(event),
  });
}

/**
 * A named submission (SurveyAnswersSubmitted in `survey-<id>`, kept with its respondent) or
 * an anonymous ballot (SurveyBallotCast in `survey_ballots-<release>`, no actor): counted; the
 * named one kept whole as a response, the ballot's text answers kept alone in a random slot.
 */
async function submitted(collections: Collections, surveyId: string, event: Recorded<SurveyAnswersSubmitted | SurveyBallotCast>): Promise<void> {
  const { results, types, responses, texts } = collections;
  const row = await results.get(surveyId);
  if (!row || row.deleted || seen(row, event)) return;
  const known = (await types.get(surveyId))?.types ?? {};
  const counted = countSubmission(row.counts, known, event.data.answers);
  const next: SurveyResultsRow = { ...row, counts: counted.counts, respondents: row.respondents + 1, applied: appliedOf(event) };
  if (event.type === 'SurveyAnswersSubmitted') {
    const response: StoredSurveyResponse = {
      user_id: event.data.user_id,
      submitted_at: event.metadata.occurredAt,
      answers: Object.fromEntries(event.data.answers.map(({ question_id, answer }) => [question_id, answer])),
    };
    await appendSlot(responses, surveyId, row.responses, response);
    next.responses = row.responses + 1;
  }
  if (Object.keys(counted.texts).length > 0) {
    // The text answers alone, so that the results read them without the whole responses: a
    // named survey's in the order they came (the responses show who anyway), a ballot's shuffled.
    if (event.type === 'SurveyAnswersSubmitted') await appendSlot(texts, surveyId, row.text_ballots, counted.texts);
    else await insertShuffled(texts, surveyId, row.text_ballots, counted.texts, event.eventId);
    next.text_ballots = row.text_ballots + 1;
  }
  await results.upsert(next);
}
