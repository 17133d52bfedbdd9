import {
  checkSurveyAnswer,
  DomainRefusal,
  normalizeSurveyAnswer,
  type FormErrors,
  type SurveyAnswerInput,
  type SurveyQuestion,
} from '@kollab/contracts';
import { anonymousSubmission, type BallotSealer } from './survey-ballot';
import type { AnswerSurvey } from './survey.commands';
import { alreadySubmitted, notAssignee, notPublished, notStarted, surveyClosed } from './survey.errors';
import type { SurveyAnswer, SurveyEvent } from './survey.events';
import type { LiveSurvey } from './survey.state';
import { startedBy } from './survey.status';

/**
 * The caller's answers checked against the survey's questions (checkSurveyAnswer, issue 15):
 * each refusal under `answers.<question_id>` with the key of the rule broken; every question
 * at fault named at once. Kept answered only, normalized, in the survey's question order (the
 * order they were sent in says nothing then).
 */
export function checkAnswers(questions: readonly SurveyQuestion[], sent: readonly SurveyAnswerInput[], mode: 'save' | 'submit'): SurveyAnswer[] {
  const errors: FormErrors = {};
  const add = (field: string, key: string, params?: Record<string, number>) => (errors[field] ??= []).push(params ? { key, params } : { key });
  const given = new Map<string, unknown>();
  sent.forEach((item, i) => {
    const id: unknown = item?.question_id;
    if (typeof id !== 'string' || !questions.some((question) => question.id === id))
      add(`answers.${typeof id === 'string' ? id : i}`, 'surveys.answer_unknown_question');
    else if (given.has(id)) add(`answers.${id}`, 'surveys.answer_duplicate_question');
    else given.set(id, item.answer);
  });
  for (const question of questions) {
    const error = checkSurveyAnswer(question, given.get(question.id), mode);
    if (error) add(`answers.${question.id}`, error.key, error.params);
  }
  if (Object.keys(errors).length > 0) throw DomainRefusal.fields(errors);
  return questions.flatMap((question) => {
    const answer = normalizeSurveyAnswer(question, given.get(question.id));
    return answer === null ? [] : [{ question_id: question.id, answer }];
  });
}

/**
 * PUT …/answers/mine: an assignee answers while the survey takes answers (published, from the
 * start date through the due date), until they submitted. A partial save (`submit` false) may
 * leave required questions open; submitting is final.
 * - Not anonymous: the answers are kept with the respondent (SurveyAnswersSaved / Submitted).
 * - Anonymous: a partial save records only that the assignee started (the first time; the
 *   answers stay on their device); submitting records that they submitted, with the ballot
 *   sealed (survey-ballot.ts). No event of the survey stream ever holds their answers readable.
 */
export function answer({ data }: AnswerSurvey, survey: LiveSurvey, seal: BallotSealer): SurveyEvent[] {
  const { user_id, submit, today } = data;
  if (survey.status === 'draft') throw notPublished();
  const assignee = survey.assignees.find((candidate) => candidate.user_id === user_id);
  if (!assignee) throw notAssignee();
  if (assignee.status === 'closed') throw alreadySubmitted();
  if (survey.status === 'closed' || (survey.due_date !== null && today > survey.due_date)) throw surveyClosed();
  if (survey.start_date === null || today < survey.start_date) throw notStarted();
  const answers = checkAnswers(survey.questions, data.answers, submit ? 'submit' : 'save');
  const events = startedBy(survey, today);
  if (!survey.anonymous)
    events.push(submit ? { type: 'SurveyAnswersSubmitted', data: { user_id, answers } } : { type: 'SurveyAnswersSaved', data: { user_id, answers } });
  else if (submit) events.push(anonymousSubmission({ user_id, answers }, seal));
  else if (assignee.status === 'open') events.push({ type: 'SurveyAnonymousAnswersStarted', data: { user_id } });
  return events;
}
