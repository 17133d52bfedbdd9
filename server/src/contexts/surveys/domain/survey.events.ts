import type { SurveyAnswerValue, SurveyCloseReason, SurveyQuestion } from '@kollab/contracts';

/** The survey's own fields (null: not set). Questions are kept whole (normalizeSurveyQuestion). */
export interface SurveyFields {
  title: string;
  /** Sanitised rich text. */
  description: string | null;
  anonymous: boolean;
  /** YYYY-MM-DD (UTC): answers are taken from start_date through due_date. */
  start_date: string | null;
  due_date: string | null;
  questions: SurveyQuestion[];
}

/** One answer as kept: to a question of the survey, and answered (unanswered questions are left out). */
export interface SurveyAnswer {
  question_id: string;
  answer: Exclude<SurveyAnswerValue, null>;
}

/**
 * An anonymous respondent's answers, encrypted by the server (survey-ballot.ts: BallotSealer)
 * under a random id: opaque to whoever reads the database without the server's key.
 */
export interface SealedBallot {
  ballot_id: string;
  sealed: string;
}

export type SurveyCreated = { type: 'SurveyCreated'; data: SurveyFields & { created_by: string } };
/** PATCH: only the fields that changed (the questions whole, when they changed). */
export type SurveyChanged = { type: 'SurveyChanged'; data: Partial<SurveyFields> };
/** Assignees added (invited once the survey is published) and removed. */
export type SurveyAssigneesChanged = { type: 'SurveyAssigneesChanged'; data: { added: string[]; removed: string[] } };
export type SurveyPublished = { type: 'SurveyPublished'; data: { published_at: string; published_by: string } };
/** The start date came (the start job, or at once when published or answered on or after it): open → in_progress. */
export type SurveyStarted = { type: 'SurveyStarted'; data: { start_date: string } };
/** By its author, or by the job the day after the due date. Final. */
export type SurveyClosed = { type: 'SurveyClosed'; data: { reason: SurveyCloseReason } };
/** The survey closed at its due date: these assignees had not submitted. */
export type SurveyAssigneesBecameOverdue = { type: 'SurveyAssigneesBecameOverdue'; data: { due_date: string; user_ids: string[] } };
/** The reminder job (the day before the due date) mailed these assignees who had not submitted; once per due date. */
export type SurveyReminderSent = { type: 'SurveyReminderSent'; data: { due_date: string; user_ids: string[] } };
export type SurveyDeleted = { type: 'SurveyDeleted'; data: Record<string, never> };

/** A survey that is not anonymous: a partial answer, kept with its respondent (all answers given so far). */
export type SurveyAnswersSaved = { type: 'SurveyAnswersSaved'; data: { user_id: string; answers: SurveyAnswer[] } };
/** A survey that is not anonymous: the respondent's final answers, kept with them. */
export type SurveyAnswersSubmitted = { type: 'SurveyAnswersSubmitted'; data: { user_id: string; answers: SurveyAnswer[] } };

/**
 * An anonymous survey: the assignee saved a first partial answer. Only that fact: the
 * answers stay on the respondent's device (`answers?: never` keeps them out of this event).
 */
export type SurveyAnonymousAnswersStarted = { type: 'SurveyAnonymousAnswersStarted'; data: { user_id: string; answers?: never } };
/**
 * An anonymous survey: the assignee submitted. The fact "X has submitted" with the answers
 * sealed (encrypted with a key the server holds, never readable from the database alone),
 * in the same append, so a submission is never lost nor counted twice. Once its ballot is
 * released (SurveyBallotsReleased) or discarded, the server erases `sealed` from this event
 * (EventStore.redactStream with `redactSealedBallots`): only `ballot_id` stays. Never the
 * answers themselves (`answers?: never`).
 */
export type SurveyAnonymousAnswersSubmitted = {
  type: 'SurveyAnonymousAnswersSubmitted';
  data: { user_id: string; ballot: SealedBallot | { ballot_id: string }; answers?: never };
};
/**
 * Sealed ballots opened and cast, as a group of at least SURVEY_ANONYMITY_MIN, into the
 * stream `survey_ballots-<release_id>` (SurveyBallotCast events without actor, in random
 * order). Names ballot ids, never respondents.
 */
export type SurveyBallotsReleased = { type: 'SurveyBallotsReleased'; data: { release_id: string; ballot_ids: string[] } };
/** Sealed ballots never to be counted: too few to form a group when the survey closed, or the survey was deleted. */
export type SurveyBallotsDiscarded = { type: 'SurveyBallotsDiscarded'; data: { ballot_ids: string[] } };

/** The events of `survey-<uuid>`. */
export type SurveyEvent =
  | SurveyCreated
  | SurveyChanged
  | SurveyAssigneesChanged
  | SurveyPublished
  | SurveyStarted
  | SurveyClosed
  | SurveyAssigneesBecameOverdue
  | SurveyReminderSent
  | SurveyDeleted
  | SurveyAnswersSaved
  | SurveyAnswersSubmitted
  | SurveyAnonymousAnswersStarted
  | SurveyAnonymousAnswersSubmitted
  | SurveyBallotsReleased
  | SurveyBallotsDiscarded;

export const SURVEY_EVENT_TYPES: readonly SurveyEvent['type'][] = [
  'SurveyCreated',
  'SurveyChanged',
  'SurveyAssigneesChanged',
  'SurveyPublished',
  'SurveyStarted',
  'SurveyClosed',
  'SurveyAssigneesBecameOverdue',
  'SurveyReminderSent',
  'SurveyDeleted',
  'SurveyAnswersSaved',
  'SurveyAnswersSubmitted',
  'SurveyAnonymousAnswersStarted',
  'SurveyAnonymousAnswersSubmitted',
  'SurveyBallotsReleased',
  'SurveyBallotsDiscarded',
];
