import type { ItemAbilities } from '../policy/item-abilities';
import type { SurveyAnswerValue, SurveyQuestion, SurveyQuestionType } from './survey.questions';
import type { SurveyAssigneeStatus, SurveyCloseReason, SurveyStatus } from './survey.rules';

/** A question as the API answers it (every field present; those its type does not use are empty). */
export type SurveyQuestionView = SurveyQuestion;

export interface SurveyAssigneeView {
  user_id: string;
  status: SurveyAssigneeStatus;
}

/** GET v1/surveys/{id} for its author, and the pushes to them: every field, the assignees with their statuses. */
export interface SurveyView {
  id: string;
  title: string;
  /** Sanitised rich text. */
  description: string | null;
  anonymous: boolean;
  status: SurveyStatus;
  /** Set while closed. */
  closed_reason: SurveyCloseReason | null;
  /** YYYY-MM-DD (UTC): answers are taken from `start_date` through `due_date`. */
  start_date: string | null;
  due_date: string | null;
  published: boolean;
  published_at: string | null;
  published_by: string | null;
  author_user_id: string;
  created_by: string;
  assignees: SurveyAssigneeView[];
  questions: SurveyQuestionView[];
  /** A first answer was saved or submitted: questions can no longer change in ways that invalidate answers. */
  answers_exist: boolean;
  /** Assignees who submitted. */
  submitted_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

/**
 * What an assignee who is not the author sees of a survey assigned to them: no other
 * assignees, no counts, only their own status.
 */
export type AssignedSurveyView = Omit<SurveyView, 'assignees' | 'answers_exist' | 'submitted_count'> & {
  my_status: SurveyAssigneeStatus;
};

/** What the caller may do with one survey (the one policy, at the time of the read). */
export interface SurveyAbilities extends ItemAbilities {
  /** Publish or close it (its author). */
  change_status: boolean;
  /** Save or submit their own answers now: an assignee who has not submitted, while it is in progress. */
  answer: boolean;
  /** GET …/results: its author (anonymous: once results are released, see SurveyResultsView.released). */
  results: boolean;
}

/**
 * GET v1/surveys/{id} (the current version, not `?version=`): the author's view or an
 * assignee's, with what the caller may do with it.
 */
export type SurveyDetailView = (SurveyView | AssignedSurveyView) & { can: SurveyAbilities };

/** A row of GET v1/surveys: safe for everyone who may read the survey (no assignee ids). */
export interface SurveyListItemView {
  id: string;
  title: string;
  anonymous: boolean;
  status: SurveyStatus;
  start_date: string | null;
  due_date: string | null;
  published: boolean;
  author_user_id: string;
  question_count: number;
  assignee_count: number;
  submitted_count: number;
  /** The caller's own status when assigned, else null. */
  my_status: SurveyAssigneeStatus | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface SurveyListView {
  data: SurveyListItemView[];
  meta: { page: number; limit: number; total: number };
}

/** A deleted survey in a push, or "gone for you" (`revoked`: the receiver lost read access). */
export interface DeletedSurveyView {
  id: string;
  version: number;
  deleted: true;
  revoked?: true;
}

export interface SurveyAnswerView {
  question_id: string;
  answer: SurveyAnswerValue;
}

/**
 * GET and PUT v1/surveys/{id}/answers/mine: the caller's own answers. Of an anonymous survey
 * the server keeps none that it could link to the caller: `answers` is always null (a partial
 * answer is kept by the client on the caller's device; a submitted one is linked to nobody,
 * the caller included).
 */
export interface MySurveyAnswersView {
  survey_id: string;
  anonymous: boolean;
  status: SurveyAssigneeStatus;
  answers: SurveyAnswerView[] | null;
  /** The last partial save (anonymous: the first, which is all the server records). */
  saved_at: string | null;
  submitted_at: string | null;
  /** The survey's version after the write (send it back as If-Match on the next one). */
  version: number;
}

/** How often a choice was picked (boolean: the choices `true` and `false`). */
export interface SurveyChoiceCountView {
  choice_id: string;
  label: string;
  count: number;
}

/** How often a value was given (rating and scale: every value from min to max, zeros included). */
export interface SurveyValueCountView {
  value: number | string;
  count: number;
}

/** One question's results over the submissions counted (`SurveyResultsView.respondents`). */
export interface SurveyQuestionResultView {
  question_id: string;
  type: SurveyQuestionType;
  question: string;
  /** How many of the counted submissions answer it. */
  answered: number;
  /** boolean, single_choice, multiple_choice: each choice in the question's order. */
  choices: SurveyChoiceCountView[] | null;
  /** number, rating, scale, date, time: the values given, ascending. */
  distribution: SurveyValueCountView[] | null;
  /** number, rating, scale (null while nobody answered). */
  mean: number | null;
  median: number | null;
  /** text: the answers; of an anonymous survey sorted, never in the order they came in. */
  text_answers: string[] | null;
}

/** One respondent's submitted answers: only for surveys that are not anonymous. */
export interface SurveyResponseView {
  user_id: string;
  submitted_at: string;
  answers: SurveyAnswerView[];
}

/**
 * GET v1/surveys/{id}/results (its author) and the results push. For an anonymous survey,
 * submissions are counted in groups of at least SURVEY_ANONYMITY_MIN (3): nothing is shown
 * before the first group is released, and `respondents` may be behind `submitted` (the
 * newest submissions wait for a group); never any names.
 */
export interface SurveyResultsView {
  survey_id: string;
  anonymous: boolean;
  status: SurveyStatus;
  /** Assignees, and how many of them submitted. */
  assignees: number;
  submitted: number;
  /** The submissions these results count (anonymous: those released). */
  respondents: number;
  /** Anonymous: false until a first group is released (then `questions` is empty). Otherwise always true. */
  released: boolean;
  questions: SurveyQuestionResultView[];
  /**
   * Per respondent, newest first, one page of them (`responses_meta`; GET …/results?page=&limit=,
   * 50 by default); null for an anonymous survey. The export holds them all.
   */
  responses: SurveyResponseView[] | null;
  /** The page of `responses` and how many there are; null for an anonymous survey. */
  responses_meta: { page: number; limit: number; total: number } | null;
  /** The survey's version these results belong to. */
  version: number;
}
