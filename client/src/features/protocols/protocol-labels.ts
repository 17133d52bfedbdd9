import type { FieldLabels } from '../collab/field-labels';
import { formatDate } from '../../lib/dates';
import { plainText as plainTextOf } from '../collab/plain-text';

export interface ProtocolLabelsInput {
  t(key: string, options?: Record<string, unknown>): string;
  /** Users by id (a user who left keeps their name). */
  names: Record<string, string>;
  typeTitles: Record<string, string>;
  teamNames: Record<string, string>;
  contactNames: Record<string, string>;
}

const USER_FIELDS = new Set(['author', 'created_by', 'published_by', 'attendees', 'viewers', 'watchers']);
const BODY_MAX = 120;
/** The body's text at most in words (history, diff and conflict cut it where it changed: collab shortenPair). */
const TEXT_MAX = 5000;

/** Rich text as a short plain line (the history and the diff show words, never markup). */
export const plainText = (html: string, max = BODY_MAX): string => plainTextOf(html, max);

/**
 * How a protocol's fields read on screen (history, diff, conflict): labels in the UI
 * language, users, types, teams and contacts by name, dates as DD.MM.YYYY, the body as text.
 * Paths: `title`, `teams`, `comments.<id>`, `comments.<id>.body`, `contacts.<id>`,
 * `contacts.<id>.public`, `files.<id>`.
 */
export function protocolLabels({ t, names, typeTitles, teamNames, contactNames }: ProtocolLabelsInput): FieldLabels {
  const yesNo = (value: unknown) => (value ? t('words.yes') : t('words.no'));
  const user = (id: unknown) => (typeof id === 'string' ? (names[id] ?? id) : '');
  const contact = (id: string) => contactNames[id] || t('contacts.unknown', { id });
  return {
    // `status` is the protocol's lifecycle (active/deleted), not a field people edit
    shows: (field) => field !== 'status',
    label(field) {
      const [head, id, leaf] = field.split('.');
      if (head === 'comments' && id) return leaf ? t('comments.edit') : t('words.comment');
      if (head === 'contacts' && id) return leaf === 'public' ? `${contact(id)} · ${t('contacts.public')}` : `${t('words.contact')} ${contact(id)}`;
      if (head === 'files' && id) return t('words.file');
      return t(`fields.${head}`, { defaultValue: field });
    },
    value(field, value) {
      if (value === null || value === undefined) return '';
      const [head, id, leaf] = field.split('.');
      if (head === 'comments') {
        if (typeof value === 'string') return value;
        const body = (value as { body?: unknown }).body;
        return typeof body === 'string' ? body : '';
      }
      if (head === 'contacts' && id) {
        if (leaf === 'public' || typeof value === 'boolean') return value ? t('words.shared') : t('words.notShared');
        const shared = (value as { public?: unknown }).public;
        return shared === undefined ? t('words.linked') : `${t('words.linked')} (${shared ? t('words.shared') : t('words.notShared')})`;
      }
      if (head === 'files') {
        const name = (value as { name?: unknown }).name;
        return typeof name === 'string' ? name : t('words.file');
      }
      if (USER_FIELDS.has(head)) return Array.isArray(value) ? value.map(user).join(', ') : user(value);
      if (head === 'type') return typeof value === 'string' ? (typeTitles[value] ?? value) : '';
      if (head === 'teams') return Array.isArray(value) ? value.map((team) => teamNames[String(team)] ?? String(team)).join(', ') : '';
      if (head === 'date') return formatDate(String(value));
      if (head === 'published_at' || head === 'created_at' || head === 'updated_at') return formatDate(String(value));
      if (head === 'body') return plainText(String(value), TEXT_MAX);
      if (typeof value === 'boolean') return yesNo(value);
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
  };
}
