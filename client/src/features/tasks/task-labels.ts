import type { FieldLabels } from '../collab';
import { formatDate, formatDateTime } from '../../lib/dates';
import { plainText } from '../collab/plain-text';
import type { TaskRepeatRule } from '@kollab/contracts';
import { repeatSummary } from './task-repeat-text';

/** The names a task's fields refer to by id. */
export interface TaskNames {
  users: Record<string, string>;
  types: Record<string, string>;
  teams: Record<string, string>;
  contacts: Record<string, string>;
  claims: Record<string, string>;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `reminded_due_date`: a due-tomorrow reminder in the history (TaskDueTomorrow), the due date it reminded of. */
const DATE_FIELDS = new Set(['start_date', 'due_date', 'reminded_due_date']);
const TIME_FIELDS = new Set(['published_at', 'created_at', 'updated_at']);
const YES_NO_FIELDS = new Set(['published', 'comments_enabled']);
const STATUS_FIELDS = new Set(['status']);

/** A description's text at most (the history and the conflict cut it where it changed, collab shortenPair). */
const TEXT_MAX = 5000;
/** The task's bookkeeping, not shown in its history. */
const HIDDEN_FIELDS = new Set(['lifecycle']);

const shorten = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * How a task's fields read on screen (history, version diff, conflict dialog): labels in the
 * UI language, ids as names or titles, statuses in words, dates as DD.MM.YYYY. Paths of the
 * history: `assignees.<user>`, `assignees.<user>.status`, `comments.<id>`, `comments.<id>.body`,
 * `contacts.<id>`, `contacts.<id>.public`, `files.<id>`.
 */
export function taskLabels(t: Translate, names: TaskNames): FieldLabels {
  const user = (id: unknown) => (typeof id === 'string' ? (names.users[id] ?? t('words.unknownUser')) : '');
  const list = (values: unknown, name: (value: unknown) => string) => (Array.isArray(values) ? values.map(name).filter(Boolean).join(', ') : '');
  const status = (value: unknown) => (typeof value === 'string' ? t(`status.${value}`) : '');

  function label(field: string): string {
    const [head, id, tail] = field.split('.');
    switch (head) {
      case 'assignees':
        if (!id) return t('fields.assignees');
        return tail === 'status' ? t('words.assigneeStatus', { name: user(id) }) : t('words.assignee', { name: user(id) });
      case 'comments':
        return id ? (tail === 'body' ? t('words.commentText') : t('words.comment')) : t('fields.comments');
      case 'contacts':
        if (!id) return t('fields.contacts');
        return tail === 'public'
          ? t('words.contactShared', { name: names.contacts[id] || t('words.unknownContact') })
          : t('words.contact', { name: names.contacts[id] || t('words.unknownContact') });
      case 'files':
        return id ? t('words.file') : t('fields.files');
      case 'estimation':
        return t('fields.estimation');
      default:
        return t(`fields.${head}`, { defaultValue: field });
    }
  }

  /** A series (history: `{ rule, first, series_id, index }`; view: `{ rule, …, index }`) or a form's rule, in words. */
  function repeat(raw: unknown): string {
    if (typeof raw !== 'object' || raw === null) return '';
    if ('rule' in raw) {
      const series = raw as { rule: TaskRepeatRule; first?: string; index?: number };
      const number = typeof series.index === 'number' ? ` · ${t('repeat.series.number', { index: series.index })}` : '';
      return `${repeatSummary(t, series.rule, series.first)}${number}`;
    }
    return 'frequency' in raw ? repeatSummary(t, raw as TaskRepeatRule) : '';
  }

  function value(field: string, raw: unknown): string {
    if (raw === null || raw === undefined) return '';
    const [head, id, tail] = field.split('.');
    if (DATE_FIELDS.has(head)) return formatDate(raw as string);
    if (TIME_FIELDS.has(head)) return formatDateTime(raw as string);
    if (YES_NO_FIELDS.has(head)) return raw ? t('words.yes') : t('words.no');
    if (STATUS_FIELDS.has(head)) return status(raw);
    switch (head) {
      case 'type':
        return names.types[raw as string] ?? t('words.unknownType');
      case 'team':
        return names.teams[raw as string] ?? t('words.unknownTeam');
      case 'priority':
        return t(`priority.${String(raw)}`);
      case 'description':
        return plainText(String(raw), TEXT_MAX);
      case 'estimation': {
        const estimation = raw as { value: number; unit: string };
        return t(`estimation.${estimation.unit}`, { count: estimation.value });
      }
      case 'created_by':
      case 'published_by':
        return user(raw);
      case 'viewers':
      case 'watchers':
        return list(raw, user);
      case 'claims':
        return list(raw, (claim) => names.claims[claim as string] ?? t('words.unknownClaim'));
      case 'protocols':
        return Array.isArray(raw) ? t('words.count', { count: raw.length }) : '';
      case 'repeat':
        return repeat(raw);
      case 'assignees':
        if (id && tail === 'status') return status(raw);
        if (id) return raw ? t('words.yes') : t('words.no');
        return list(raw, (assignee) => {
          const item = assignee as { user_id: string; status: string };
          return `${user(item.user_id)} (${status(item.status)})`;
        });
      case 'contacts':
        if (id && tail === 'public') return raw ? t('words.yes') : t('words.no');
        if (id) return raw ? t('words.yes') : t('words.no');
        return list(raw, (link) => names.contacts[(link as { contact_id: string }).contact_id] || t('words.unknownContact'));
      case 'comments':
        if (id && typeof raw === 'string') return shorten(raw);
        if (id && typeof raw === 'object') return shorten(String((raw as { body?: string }).body ?? ''));
        return Array.isArray(raw) ? t('words.count', { count: raw.length }) : '';
      case 'files':
        if (id && typeof raw === 'object') return String((raw as { name?: string }).name ?? '');
        return Array.isArray(raw) ? list(raw, (file) => String((file as { name?: string }).name ?? '')) : '';
      default:
        return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
    }
  }

  return { label, value, shows: (field) => !HIDDEN_FIELDS.has(field.split('.')[0]) };
}
