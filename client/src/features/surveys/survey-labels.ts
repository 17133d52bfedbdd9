import type { FieldLabels } from '../collab/field-labels';
import { plainText } from '../collab/plain-text';
import { formatDate, formatDateTime } from '../../lib/dates';

/** The fields the editor changes, in the order the conflict dialog and the diff list them. */
export const SURVEY_FIELDS = ['title', 'description', 'anonymous', 'start_date', 'due_date', 'assignees', 'questions'] as const;

/** The fields a version comparison lists: the editor's, and the status. */
export const SURVEY_DIFF_FIELDS = [...SURVEY_FIELDS, 'status', 'closed_reason', 'published_at'] as const;

export interface SurveyLabelsInput {
  t(key: string, options?: Record<string, unknown>): string;
  /** Users by id (a user who left keeps their name). */
  names: Record<string, string>;
}

const USER_FIELDS = new Set(['author_user_id', 'created_by', 'published_by']);
const DATE_FIELDS = new Set(['start_date', 'due_date']);
const TIME_FIELDS = new Set(['published_at', 'created_at', 'updated_at', 'submitted_at']);
/** The description's text at most in words (history, diff and conflict cut it where it changed). */
const TEXT_MAX = 5000;

/** A question in a line: "1. Wie zufrieden …? (Bewertung, Pflicht)". */
function questionLine(t: SurveyLabelsInput['t'], question: unknown, index: number): string {
  if (typeof question !== 'object' || question === null) return String(question);
  const { question: text, type, required } = question as { question?: unknown; type?: unknown; required?: unknown };
  const kind = typeof type === 'string' ? t(`types.${type}`) : '';
  const traits = [kind, required === true ? t('editor.required') : ''].filter(Boolean).join(', ');
  return `${index + 1}. ${typeof text === 'string' ? text : ''}${traits ? ` (${traits})` : ''}`;
}

/**
 * How a survey's fields read on screen (history, diff, conflict): labels in the UI language,
 * users by name, dates as DD.MM.YYYY, the description as text, the questions one per line,
 * the assignees (ids or `{ user_id, status }`) by name with their status. Paths: `title`,
 * `questions`, `assignees`, `assignees.<user>.status`.
 */
export function surveyLabels({ t, names }: SurveyLabelsInput): FieldLabels {
  const user = (id: unknown) => (typeof id === 'string' ? (names[id] ?? id) : '');
  const assignee = (entry: unknown) => {
    if (typeof entry === 'string') return user(entry);
    const { user_id: id, status } = (entry ?? {}) as { user_id?: unknown; status?: unknown };
    return typeof status === 'string' ? `${user(id)} (${t(`assigneeStatus.${status}`)})` : user(id);
  };
  return {
    label(field) {
      const [head, id, leaf] = field.split('.');
      if (head === 'assignees' && id && leaf === 'status') return t('history.assigneeStatus', { name: user(id) });
      if (head === 'questions' && id) return t('history.question', { number: Number(id) + 1 || id });
      return t(`fields.${head}`, { defaultValue: field });
    },
    value(field, value) {
      if (value === null || value === undefined) return '';
      const [head, , leaf] = field.split('.');
      if (head === 'assignees' && leaf === 'status') return t(`assigneeStatus.${String(value)}`);
      if (head === 'assignees') return Array.isArray(value) ? value.map(assignee).join(', ') : assignee(value);
      if (head === 'questions')
        return Array.isArray(value) ? value.map((question, index) => questionLine(t, question, index)).join('\n') : questionLine(t, value, 0);
      if (USER_FIELDS.has(head)) return user(value);
      if (head === 'status') return t(`status.${String(value)}`);
      if (head === 'closed_reason') return t(`closedReason.${String(value)}`);
      if (DATE_FIELDS.has(head)) return formatDate(String(value));
      if (TIME_FIELDS.has(head)) return formatDateTime(String(value));
      if (head === 'description') return plainText(String(value), TEXT_MAX);
      if (typeof value === 'boolean') return value ? t('words.yes') : t('words.no');
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
  };
}
