import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { SurveyAnswer, SurveyEvent } from '../domain/survey.events';

/** One row per survey and respondent: the caller's own answers (GET …/answers/mine). */
export const SURVEY_ANSWERS_COLLECTION = 'survey_answers';

export interface SurveyAnswersRow {
  id: string;
  version: number;
  survey_id: string;
  user_id: string;
  /** Named surveys only; an anonymous survey's row never holds answers (they were never readable to the server). */
  answers: SurveyAnswer[] | null;
  saved_at: string | null;
  submitted_at: string | null;
}

const EVENT_TYPES = ['SurveyAnswersSaved', 'SurveyAnswersSubmitted', 'SurveyAnonymousAnswersStarted', 'SurveyAnonymousAnswersSubmitted'] as const;
type AnswerEvent = Extract<SurveyEvent, { type: (typeof EVENT_TYPES)[number] }>;

export const surveyAnswersRowId = (surveyId: string, userId: string): string => `${surveyId}:${userId}`;
const surveyIdOf = (event: RecordedEvent): string => event.streamId.slice('survey-'.length);

/**
 * The respondents' own answers as they saved or submitted them. Of an anonymous survey only
 * the times (when they started, when they submitted — the survey's stream holds those facts
 * anyway): never the ballot, not even its id.
 */
export const surveyAnswersProjection = singleStreamProjection<SurveyAnswersRow, AnswerEvent>({
  name: 'survey-answers',
  version: 1,
  collection: SURVEY_ANSWERS_COLLECTION,
  eventTypes: EVENT_TYPES,
  documentId: (event) => surveyAnswersRowId(surveyIdOf(event), (event.data as AnswerEvent['data']).user_id),
  evolve(row, event) {
    const at = event.metadata.occurredAt;
    const base: SurveyAnswersRow = row ?? {
      id: surveyAnswersRowId(surveyIdOf(event), event.data.user_id),
      version: 0,
      survey_id: surveyIdOf(event),
      user_id: event.data.user_id,
      answers: null,
      saved_at: null,
      submitted_at: null,
    };
    const next = { ...base, version: event.streamPosition };
    switch (event.type) {
      case 'SurveyAnswersSaved':
        return { ...next, answers: event.data.answers, saved_at: at };
      case 'SurveyAnswersSubmitted':
        return { ...next, answers: event.data.answers, submitted_at: at };
      case 'SurveyAnonymousAnswersStarted':
        return { ...next, saved_at: base.saved_at ?? at };
      case 'SurveyAnonymousAnswersSubmitted':
        return { ...next, submitted_at: at };
    }
  },
});
