import type { SettableSurveyStatus, SurveyAnswerInput } from '@kollab/contracts';
import type { SurveyFields } from './survey.events';

/**
 * The fields of a create or change as sent (the questions as the client sent them: the
 * decider normalizes and checks them); `assignees` the whole list. The description is
 * sanitised already.
 */
export type SurveyDraftFields = Omit<SurveyFields, 'questions'> & { questions: unknown[]; assignees: string[] };

/** What the handler looked up for a decision on the survey's fields. */
export interface SurveyFieldFacts {
  /** Assignees named by the draft that are no active member who may answer (staff; portal users where the account allows it). */
  unknownAssignees: string[];
}

/** Who acts, when (command metadata the decider needs in its events); `now` ISO, its day (UTC) is "today". */
export interface SurveyActor {
  userId: string;
  now: string;
}

/** POST v1/surveys: a draft (title required; the rest may come later). */
export type CreateSurvey = {
  type: 'CreateSurvey';
  data: { fields: Partial<SurveyDraftFields> & { title: string }; actor: SurveyActor; facts: SurveyFieldFacts };
};
/** PATCH v1/surveys/{id}: `changes` holds the fields sent (null clears an optional one, or empties a list). */
export type ChangeSurvey = {
  type: 'ChangeSurvey';
  data: { changes: Partial<{ [K in keyof SurveyDraftFields]: SurveyDraftFields[K] | null }>; actor: SurveyActor; facts: SurveyFieldFacts };
};
/** PATCH …/status: publish a draft, or close a published survey (its author). */
export type ChangeSurveyStatus = { type: 'ChangeSurveyStatus'; data: { status: SettableSurveyStatus; actor: SurveyActor } };
/** The start job (start_date, 00:00 UTC): `today` (YYYY-MM-DD, UTC) has reached the start date it was scheduled for. */
export type StartSurvey = { type: 'StartSurvey'; data: { start_date: string; today: string } };
/** The due-date job (the day after due_date, 00:00 UTC). */
export type CloseSurveyAtDueDate = { type: 'CloseSurveyAtDueDate'; data: { due_date: string; today: string } };
/** The reminder job (the day before due_date): once per due date, to the assignees who have not submitted. */
export type RemindSurveyAssignees = { type: 'RemindSurveyAssignees'; data: { due_date: string; today: string } };
export type DeleteSurvey = { type: 'DeleteSurvey'; data: Record<string, never> };
/**
 * PUT v1/surveys/{id}/answers/mine {answers, submit}: `user_id` the caller (an assignee);
 * `answers` as sent, all of them (checked against the questions by checkSurveyAnswer).
 */
export type AnswerSurvey = { type: 'AnswerSurvey'; data: { user_id: string; answers: SurveyAnswerInput[]; submit: boolean; today: string } };
/**
 * The release job of an anonymous survey (after each submission, and when it closed):
 * `release_id` a fresh random uuid (randomUUID, never an id derived from a request).
 */
export type ReleaseSurveyBallots = { type: 'ReleaseSurveyBallots'; data: { release_id: string } };

export type SurveyCommand =
  | CreateSurvey
  | ChangeSurvey
  | ChangeSurveyStatus
  | StartSurvey
  | CloseSurveyAtDueDate
  | RemindSurveyAssignees
  | DeleteSurvey
  | AnswerSurvey
  | ReleaseSurveyBallots;
