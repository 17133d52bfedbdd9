import type { ChangeSurveyInput, CreateSurveyInput } from '@kollab/contracts';
import { sanitizeRichText } from '../../../core/rich-text/sanitize-rich-text';
import type { ChangeSurvey, CreateSurvey } from '../domain/survey.commands';

const description = (html: string | null | undefined): string | null | undefined => {
  if (typeof html !== 'string') return html;
  const clean = sanitizeRichText(html);
  return clean.trim() === '' ? null : clean;
};

/** The fields a create or change sends (undefined: not sent), the description sanitised. */
function sentFields(input: ChangeSurveyInput | CreateSurveyInput) {
  const fields = {
    title: input.title,
    description: description(input.description),
    anonymous: input.anonymous,
    start_date: input.start_date,
    due_date: input.due_date,
    assignees: input.assignees,
    questions: input.questions,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** POST v1/surveys: the fields sent (the decider fills in the rest of the draft). */
export const createdFields = (input: CreateSurveyInput): CreateSurvey['data']['fields'] => sentFields(input) as CreateSurvey['data']['fields'];

/** PATCH v1/surveys/{id}: the fields sent; null clears an optional one or empties a list. */
export const changedFields = (input: ChangeSurveyInput): ChangeSurvey['data']['changes'] => sentFields(input) as ChangeSurvey['data']['changes'];
