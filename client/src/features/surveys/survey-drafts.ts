import type { SurveyAnswerValue } from '@kollab/contracts/surveys/survey.questions';
import { readJson, removeKey, writeJson } from '../../lib/storage';

/**
 * The partial answers of an anonymous survey: the server keeps none (it could link them to
 * me), so they stay on this device, keyed by account, user and survey, until they are
 * submitted. Like all local storage but the kept keys, a logout removes them (a shared device
 * keeps no one's answers).
 */
export type SurveyDraft = Record<string, SurveyAnswerValue>;

export const draftKey = (accountId: string, userId: string, surveyId: string) =>
  `kollab-survey-draft.${encodeURIComponent(accountId)}.${encodeURIComponent(userId)}.${encodeURIComponent(surveyId)}`;

export function readDraft(key: string): SurveyDraft | null {
  const draft = readJson<unknown>(key);
  return typeof draft === 'object' && draft !== null && !Array.isArray(draft) ? (draft as SurveyDraft) : null;
}

export const writeDraft = (key: string, draft: SurveyDraft) => writeJson(key, draft);

export const removeDraft = (key: string) => removeKey(key);
