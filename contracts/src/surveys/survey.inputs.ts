import { Type } from 'class-transformer';
import { IsNumber, IsObject, ValidateNested } from 'class-validator';
import { NotBlank, YmdDate } from '../contacts/contact.rules';
import { AtLeast, Bool, IdList, Int, List, MaxLen, OneOf, Optional, Pattern, Required, Text } from '../validation/rules';
import {
  SURVEY_CHOICE_LABEL_MAX,
  SURVEY_CHOICES_MAX,
  SURVEY_ITEM_ID_PATTERN,
  SURVEY_QUESTION_TEXT_MAX,
  SURVEY_QUESTION_TYPES,
  SURVEY_SCALE_LABEL_MAX,
  type SurveyAnswerValue,
  type SurveyQuestionType,
} from './survey.questions';
import {
  SETTABLE_SURVEY_STATUSES,
  SURVEY_ASSIGNEES_MAX,
  SURVEY_DESCRIPTION_MAX,
  SURVEY_QUESTIONS_MAX,
  SURVEY_TITLE_MAX,
  type SettableSurveyStatus,
} from './survey.rules';

const Bound = (): PropertyDecorator => IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'surveys.bound_not_number' });

/** One answer choice: an id the editor makes (kept while the label is edited) and its label (seed §5: required, at most 255). */
export class SurveyChoiceInput {
  @Required()
  @Text()
  @Pattern(SURVEY_ITEM_ID_PATTERN)
  id!: string;

  @Required()
  @Text()
  @NotBlank()
  @MaxLen(SURVEY_CHOICE_LABEL_MAX)
  label!: string;
}

/**
 * One question. The rules that read several fields — a choice question needs at least two
 * choices with unique labels; `min` below `max`; rating and scale bounds whole numbers within
 * their limits — are `checkSurveyQuestion` (survey.questions.ts), applied by the decider (422
 * `questions.<i>.<field>`) and by the editor as you type. Fields the type does not use are
 * dropped; a rating or scale without bounds gets 1–5 or 1–10.
 */
export class SurveyQuestionInput {
  /** Made by the editor (letters, digits, `_`, `-`); unique within the survey; answers refer to it. */
  @Required()
  @Text()
  @Pattern(SURVEY_ITEM_ID_PATTERN)
  id!: string;

  @Required()
  @OneOf(SURVEY_QUESTION_TYPES)
  type!: SurveyQuestionType;

  /** The question's text (seed §5: required, at most 255). */
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(SURVEY_QUESTION_TEXT_MAX)
  question!: string;

  /** An answer is needed to submit. Left out: false. */
  @Optional()
  @Bool()
  required?: boolean;

  /** single_choice and multiple_choice: at least two, labels unique. */
  @Optional()
  @List(SURVEY_CHOICES_MAX)
  @IsObject({ each: true, message: 'validation.invalid' })
  @ValidateNested({ each: true })
  @Type(() => SurveyChoiceInput)
  answer_choices?: SurveyChoiceInput[] | null;

  /** number: optional; rating (whole, 0–10, default 1) and scale (whole, −100–100, default 1). */
  @Optional()
  @Bound()
  min?: number | null;

  /** number: optional; rating (default 5) and scale (default 10); above `min`. */
  @Optional()
  @Bound()
  max?: number | null;

  /** scale only: what its lowest value means. */
  @Optional()
  @Text()
  @MaxLen(SURVEY_SCALE_LABEL_MAX)
  min_label?: string | null;

  /** scale only: what its highest value means. */
  @Optional()
  @Text()
  @MaxLen(SURVEY_SCALE_LABEL_MAX)
  max_label?: string | null;
}

/**
 * The fields POST and PATCH share; on PATCH each is optional and `null` clears an optional
 * one. Publishing (PATCH …/status) needs a title, at least one question, both dates with the
 * due date after the start, and at least one assignee.
 */
class SurveyFieldsInput {
  /** Rich text, sanitised on write. */
  @Optional()
  @Text()
  @MaxLen(SURVEY_DESCRIPTION_MAX)
  description?: string | null;

  /** Answers cannot be linked to their respondents (see the surveys README). Fixed once the survey is published. Left out: false. */
  @Optional()
  @Bool()
  anonymous?: boolean;

  /** YYYY-MM-DD: the first day answers are taken (UTC). Fixed once the survey is in progress. */
  @Optional()
  @Text()
  @YmdDate()
  start_date?: string | null;

  /** YYYY-MM-DD: the last day answers are taken; after the start (422 `surveys.due_not_after_start` otherwise). */
  @Optional()
  @Text()
  @YmdDate()
  due_date?: string | null;

  /**
   * User ids of active members (staff; portal users where the account allows it), each once.
   * On PATCH the list replaces the old one; an assignee who submitted cannot be removed.
   */
  @Optional()
  @IdList(SURVEY_ASSIGNEES_MAX)
  assignees?: string[] | null;

  /**
   * The questions in their order. On PATCH the list replaces the old one; once a first answer
   * exists, no question may be removed, change its type, lose a choice or narrow its bounds
   * (409 `surveys.questions_locked`).
   */
  @Optional()
  @List(SURVEY_QUESTIONS_MAX)
  @IsObject({ each: true, message: 'validation.invalid' })
  @ValidateNested({ each: true })
  @Type(() => SurveyQuestionInput)
  questions?: SurveyQuestionInput[] | null;
}

/** POST v1/surveys (role surveys): a draft; title required, the rest optional. */
export class CreateSurveyInput extends SurveyFieldsInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(SURVEY_TITLE_MAX)
  title!: string;
}

/** PATCH v1/surveys/{id} (the author): the fields sent change; `version` (or If-Match) guards against lost updates. */
export class ChangeSurveyInput extends SurveyFieldsInput {
  @Optional()
  @Text()
  @NotBlank()
  @MaxLen(SURVEY_TITLE_MAX)
  title?: string;

  /** The version the edit is based on (instead of If-Match; both must agree). */
  @Optional()
  @Int()
  @AtLeast(1)
  version?: number;
}

/** PATCH v1/surveys/{id}/status: publish a draft (invites the assignees), or close a published survey (final). */
export class SurveyStatusInput {
  @Required()
  @OneOf(SETTABLE_SURVEY_STATUSES)
  status!: SettableSurveyStatus;
}

/** One answer of MySurveyAnswersInput (checked by the decider: its shape depends on the question). */
export interface SurveyAnswerInput {
  question_id: string;
  /** See SurveyAnswerValue; null or left out: not answered. */
  answer?: SurveyAnswerValue;
}

/**
 * PUT v1/surveys/{id}/answers/mine (an assignee, no role needed): the caller's answers, all
 * of them (what is left out is unanswered). `submit: false` saves a partial answer (required
 * questions may stay open); `true` submits (final). Each answer is checked against its
 * question by `checkSurveyAnswer`: 422 with `answers.<question_id>` and the key of the rule
 * broken. Of an anonymous survey the server keeps no partial answer (the client keeps it).
 */
export class MySurveyAnswersInput {
  @Required()
  @List(SURVEY_QUESTIONS_MAX)
  @IsObject({ each: true, message: 'validation.invalid' })
  answers!: SurveyAnswerInput[];

  @Required()
  @Bool()
  submit!: boolean;
}
