// Example surveys for the decider specs (survey.decide.spec.ts, survey-ballot.spec.ts): not used by the app.
import { normalizeSurveyQuestion, type SurveyAnswerInput, type SurveyQuestion } from '@kollab/contracts';
import type { BallotSealer } from './survey-ballot';
import type { ChangeSurvey, SurveyActor, SurveyCommand, SurveyDraftFields, SurveyFieldFacts } from './survey.commands';
import type { SurveyEvent, SurveyFields } from './survey.events';

export const ANNA = 'user-anna';
export const BEN = 'user-ben';
export const CARL = 'user-carl';
export const DORA = 'user-dora';
/** Ben (role surveys) writes the surveys. */
export const author: SurveyActor = { userId: BEN, now: '2026-03-01T09:00:00.000Z' };
/** A day between the start (2026-03-02) and the due date (2026-03-13). */
export const TODAY = '2026-03-05';
export const known: SurveyFieldFacts = { unknownAssignees: [] };

const choices = [
  { id: 'c-rot', label: 'Rot' },
  { id: 'c-gruen', label: 'Grün' },
  { id: 'c-blau', label: 'Blau' },
];
/** One question of every type (as kept: normalized). */
export const QUESTIONS: SurveyQuestion[] = [
  { id: 'q-boolean', type: 'boolean', question: 'Arbeiten Sie gern hier?', required: true },
  { id: 'q-date', type: 'date', question: 'Seit wann?', required: false },
  { id: 'q-time', type: 'time', question: 'Wann beginnen Sie?', required: false },
  { id: 'q-number', type: 'number', question: 'Wie viele Überstunden?', required: false, min: 0, max: 100 },
  { id: 'q-rating', type: 'rating', question: 'Wie zufrieden sind Sie?', required: true },
  { id: 'q-scale', type: 'scale', question: 'Wie wahrscheinlich empfehlen Sie uns?', required: false, min_label: 'gar nicht', max_label: 'sicher' },
  { id: 'q-single', type: 'single_choice', question: 'Lieblingsfarbe?', required: false, answer_choices: choices },
  { id: 'q-multiple', type: 'multiple_choice', question: 'Welche Farben?', required: false, answer_choices: choices },
  { id: 'q-text', type: 'text', question: 'Was wünschen Sie sich?', required: false },
].map((question) => normalizeSurveyQuestion(question));
export const question = (id: string): SurveyQuestion => QUESTIONS.find((q) => q.id === id)!;

/** A valid answer to every question. */
export const ANSWERS: SurveyAnswerInput[] = [
  { question_id: 'q-boolean', answer: true },
  { question_id: 'q-date', answer: '2019-04-01' },
  { question_id: 'q-time', answer: '08:30' },
  { question_id: 'q-number', answer: 12.5 },
  { question_id: 'q-rating', answer: 4 },
  { question_id: 'q-scale', answer: 9 },
  { question_id: 'q-single', answer: 'c-gruen' },
  { question_id: 'q-multiple', answer: ['c-blau', 'c-rot'] },
  { question_id: 'q-text', answer: ' Mehr Pausen ' },
];
/** ANSWERS as kept: in question order, normalized (text trimmed, choices in the question's order). */
export const KEPT = ANSWERS.map(({ question_id, answer }) => ({
  question_id,
  answer: question_id === 'q-text' ? 'Mehr Pausen' : question_id === 'q-multiple' ? ['c-rot', 'c-blau'] : answer!,
}));

/** The fields as events keep them. */
export const fields = (overrides: Partial<SurveyFields> = {}): SurveyFields => ({
  title: 'Mitarbeiterbefragung 2026',
  description: null,
  anonymous: false,
  start_date: '2026-03-02',
  due_date: '2026-03-13',
  questions: QUESTIONS,
  ...overrides,
});

export const created = (overrides: Partial<SurveyFields> = {}): SurveyEvent => ({
  type: 'SurveyCreated',
  data: { ...fields(overrides), created_by: BEN },
});
export const assigned = (...user_ids: string[]): SurveyEvent => ({ type: 'SurveyAssigneesChanged', data: { added: user_ids, removed: [] } });
export const published: SurveyEvent = { type: 'SurveyPublished', data: { published_at: author.now, published_by: BEN } };
export const started = (start_date = '2026-03-02'): SurveyEvent => ({ type: 'SurveyStarted', data: { start_date } });
export const closedBy = (reason: 'author' | 'due_date'): SurveyEvent => ({ type: 'SurveyClosed', data: { reason } });
export const submitted = (user_id: string, answers = KEPT): SurveyEvent => ({ type: 'SurveyAnswersSubmitted', data: { user_id, answers } });
export const saved = (user_id: string, answers = KEPT): SurveyEvent => ({ type: 'SurveyAnswersSaved', data: { user_id, answers } });
export const anonymousStarted = (user_id: string): SurveyEvent => ({ type: 'SurveyAnonymousAnswersStarted', data: { user_id } });
export const anonymousSubmitted = (user_id: string, ballot_id = `ballot-${user_id}`): SurveyEvent => ({
  type: 'SurveyAnonymousAnswersSubmitted',
  data: { user_id, ballot: { ballot_id, sealed: `sealed-${ballot_id}` } },
});

/** A stand-in for the server's sealing (AES-GCM in the server): what it was given, readable, so specs can look inside. */
export const seal: BallotSealer = (ballot) => ({ ballot_id: 'ballot-new', sealed: `sealed(${JSON.stringify(ballot)})` });

/** The fields as the API sends them (questions as sent, assignees as a list). */
export const draft = (overrides: Partial<SurveyDraftFields> = {}): Partial<SurveyDraftFields> & { title: string } => ({
  title: 'Mitarbeiterbefragung 2026',
  ...overrides,
});
export const create = (overrides: Partial<SurveyDraftFields> = {}, facts = known): SurveyCommand => ({
  type: 'CreateSurvey',
  data: { fields: draft(overrides), actor: author, facts },
});
export const change = (changes: ChangeSurvey['data']['changes'], now = author.now, facts = known): SurveyCommand => ({
  type: 'ChangeSurvey',
  data: { changes, actor: { userId: BEN, now }, facts },
});
export const setStatus = (status: 'published' | 'closed', now = author.now): SurveyCommand => ({
  type: 'ChangeSurveyStatus',
  data: { status, actor: { userId: BEN, now } },
});
export const answer = (user_id: string, answers: SurveyAnswerInput[], submit: boolean, today = TODAY): SurveyCommand => ({
  type: 'AnswerSurvey',
  data: { user_id, answers, submit, today },
});
