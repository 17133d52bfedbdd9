import { SURVEY_ITEM_ID_PATTERN } from '@kollab/contracts/surveys/survey.questions';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new id for a question (`q-…`) or an answer choice (`c-…`): the editor makes them (answers
 * refer to them, so they stay while texts change); letters, digits and `-` (SURVEY_ITEM_ID_PATTERN),
 * none of `taken`.
 */
export function newSurveyItemId(prefix: 'q' | 'c', taken: Iterable<string> = []): string {
  const used = new Set(taken);
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const id = `${prefix}-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
    if (SURVEY_ITEM_ID_PATTERN.test(id) && !used.has(id)) return id;
  }
}
