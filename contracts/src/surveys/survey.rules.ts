/** Seed §3 Survey, §5 (title as for every item: required, at most 255). */
export const SURVEY_TITLE_MAX = 255;
/** Descriptions are sanitised rich text; the limit applies to what the client sends. */
export const SURVEY_DESCRIPTION_MAX = 100_000;
/** At most this many questions on one survey. */
export const SURVEY_QUESTIONS_MAX = 200;
/** At most this many assignees on one survey (the benchmark answers 5,000 submissions). */
export const SURVEY_ASSIGNEES_MAX = 10_000;

/**
 * The survey's status (issue 15): a draft until published; then open (before `start_date`),
 * in_progress (from `start_date` through `due_date`), closed (by its author, or by the job
 * the day after `due_date`). A closed survey stays closed.
 */
export const SURVEY_STATUSES = ['draft', 'open', 'in_progress', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
/** What PATCH v1/surveys/{id}/status accepts: publish a draft, or close a published survey. */
export const SETTABLE_SURVEY_STATUSES = ['published', 'closed'] as const;
export type SettableSurveyStatus = (typeof SETTABLE_SURVEY_STATUSES)[number];
/** Why a survey closed. */
export const SURVEY_CLOSE_REASONS = ['author', 'due_date'] as const;
export type SurveyCloseReason = (typeof SURVEY_CLOSE_REASONS)[number];

/**
 * Each assignee's own status (seed §4): open (not started), in_progress (saved a partial
 * answer), closed (submitted), overdue (had not submitted when the survey closed at its due date).
 */
export const SURVEY_ASSIGNEE_STATUSES = ['open', 'in_progress', 'closed', 'overdue'] as const;
export type SurveyAssigneeStatus = (typeof SURVEY_ASSIGNEE_STATUSES)[number];

/**
 * Results of an anonymous survey are shown only over groups of at least this many
 * submissions (issue 15: "only once at least 3 people submitted"); see the surveys README.
 */
export const SURVEY_ANONYMITY_MIN = 3;

/** Fields GET v1/surveys sorts by; `-field` sorts descending. Default `-created_at`. */
export const SURVEY_ORDER_FIELDS = ['created_at', 'updated_at', 'title', 'start_date', 'due_date', 'status'] as const;
export const SURVEY_ORDERS = [...SURVEY_ORDER_FIELDS, ...SURVEY_ORDER_FIELDS.map((field) => `-${field}` as const)];
export type SurveyOrder = (typeof SURVEY_ORDERS)[number];
export const DEFAULT_SURVEY_ORDER: SurveyOrder = '-created_at';
/** `filter[assigned]`: only `me` (the caller's own surveys to answer, "Meine Umfragen"). */
export const SURVEY_ASSIGNED_FILTERS = ['me'] as const;
export type SurveyAssignedFilter = (typeof SURVEY_ASSIGNED_FILTERS)[number];
