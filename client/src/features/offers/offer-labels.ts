import { OFFER_RATES } from '@kollab/contracts/offers/offer.money';
import type { FieldLabels } from '../collab/field-labels';
import { plainText } from '../collab/plain-text';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatDecimal, formatMoney } from '../../lib/money';

export interface OfferLabelsInput {
  t(key: string, options?: Record<string, unknown>): string;
  /** The UI language (amounts `1.234,56 €` / `€1,234.56`). */
  language: string;
  /** Users by id (a user who left keeps their name). */
  names: Record<string, string>;
  typeTitles: Record<string, string>;
  teamNames: Record<string, string>;
  contactNames: Record<string, string>;
  personNames: Record<string, string>;
}

const USER_FIELDS = new Set(['author_user_id', 'created_by', 'published_by', 'viewers', 'watchers']);
const MONEY_FIELDS = new Set(['materialprice', 'transportkosten', 'subtotal', 'provision_amount', 'total']);
const HOURS_FIELDS = new Set(['fertigungsstunden', 'konstruktionsstunden', 'kundendienststunden', 'prueffeld']);
/** The description's text at most in words (history, diff and conflict cut it where it changed: collab shortenPair). */
const TEXT_MAX = 5000;

/**
 * How an offer's fields read on screen (history, diff, conflict): labels in the UI language,
 * users, types, teams, contacts and contact persons by name, dates as DD.MM.YYYY, amounts in
 * EUR, hours and the provision with 2 decimals, the rates each by name, the description as
 * text. Paths: `title`, `rates`, `comments.<id>`, `comments.<id>.body`.
 */
export function offerLabels({ t, language, names, typeTitles, teamNames, contactNames, personNames }: OfferLabelsInput): FieldLabels {
  const user = (id: unknown) => (typeof id === 'string' ? (names[id] ?? id) : '');
  const byId = (table: Record<string, string>, value: unknown) => (typeof value === 'string' ? table[value] || value : '');
  const number = (value: unknown) => (typeof value === 'number' ? formatDecimal(value, language) : String(value));
  return {
    label(field) {
      const [head, id, leaf] = field.split('.');
      if (head === 'comments' && id) return leaf ? t('comments.edit') : t('words.comment');
      return t(`fields.${head}`, { defaultValue: field });
    },
    value(field, value) {
      if (value === null || value === undefined) return '';
      const [head] = field.split('.');
      if (head === 'comments') {
        if (typeof value === 'string') return value;
        const body = (value as { body?: unknown }).body;
        return typeof body === 'string' ? body : '';
      }
      if (USER_FIELDS.has(head)) return Array.isArray(value) ? value.map(user).join(', ') : user(value);
      if (MONEY_FIELDS.has(head) && typeof value === 'number') return formatMoney(value, language);
      if (HOURS_FIELDS.has(head)) return t('calculation.hours', { value: number(value) });
      if (head === 'provision') return t('calculation.percent', { value: number(value) });
      if (head === 'rates' && typeof value === 'object') {
        const rates = value as Record<string, unknown>;
        return OFFER_RATES.map((rate) => `${t(`rates.${rate}`)} ${t('calculation.perHour', { value: number(rates[rate]) })}`).join(', ');
      }
      if (head === 'type') return byId(typeTitles, value);
      if (head === 'team') return byId(teamNames, value);
      if (head === 'contact') return byId(contactNames, value);
      if (head === 'contact_person') return byId(personNames, value);
      if (head === 'status') return t(`status.${String(value)}`);
      if (head === 'outcome') return t(`outcome.${String(value)}`);
      if (head === 'valid_until') return formatDate(String(value));
      if (head === 'published_at' || head === 'created_at' || head === 'updated_at') return formatDateTime(String(value));
      if (head === 'description') return plainText(String(value), TEXT_MAX);
      if (typeof value === 'boolean') return value ? t('words.yes') : t('words.no');
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
  };
}
