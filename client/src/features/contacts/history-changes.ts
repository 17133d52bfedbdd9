import type { CountryView, DetailValue, FormElement, Locale } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';
import type { ContactHistoryEntry } from './contact-detail.slice';
import { countryName, detailText } from './contact-display';

/** One line of a history entry: which field (in words), from what to what. */
export interface ChangeLine {
  field: string;
  label: string;
  from: string;
  to: string;
}

export interface HistoryLabels {
  /** i18next's `t` of the contacts namespace. */
  t(key: string, options?: Record<string, unknown>): string;
  locale: Locale;
  elements: readonly FormElement[];
  typeTitles: Record<string, string>;
  userNames: Record<string, string>;
  countries: readonly CountryView[];
  /** Persons by id, from the whole history (a removed person keeps their name). */
  personNames: Record<string, string>;
}

const CONTACT_FIELDS = ['name', 'number', 'type', 'homepage', 'uid', 'contact_since', 'account_manager', 'key_account_manager', 'logo'];
const ADDRESS_FIELDS = ['street', 'zip', 'city', 'country'];
/** The event names the entry itself; these fields would only repeat it. */
const SILENT_FIELDS = ['status', 'updated_at', 'created_at'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every person's name seen in the history (added, removed or renamed). */
export function personNamesFrom(entries: readonly ContactHistoryEntry[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const entry of entries) {
    for (const change of entry.changes) {
      const match = /^persons\.([^.]+)(?:\.(name))?$/.exec(change.field);
      if (!match) continue;
      const [, id, nameField] = match;
      const value = nameField ? change.to : (isObject(change.to) ? change.to : isObject(change.from) ? change.from : null)?.name;
      if (typeof value === 'string' && value) names[id] = value;
    }
  }
  return names;
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (isObject(value)) return typeof value.name === 'string' ? value.name : JSON.stringify(value);
  return String(value);
}

function valueText(field: string, value: unknown, words: HistoryLabels): string {
  if (value === null || value === undefined || value === '') return '';
  const leaf = field.split('.').at(-1) ?? field;
  if (field.startsWith('details.')) {
    const element = words.elements.find((item) => `details.${item.key}` === field);
    return element
      ? detailText(element, value as DetailValue, { yes: words.t('yes'), no: words.t('no'), userName: (id) => words.userNames[id] ?? id })
      : plain(value);
  }
  if (field === 'type') return words.typeTitles[String(value)] ?? String(value);
  if (leaf === 'account_manager' || leaf === 'key_account_manager') return words.userNames[String(value)] ?? words.t('history.unknownUser');
  if (field === 'address.country') return countryName(words.countries, String(value), words.locale);
  if (leaf === 'contact_since' || leaf === 'date_of_birth') return formatDate(String(value));
  if (field === 'logo') return words.t('history.logoSet');
  if (leaf === 'gender') return words.t(`genders.${String(value)}`);
  return plain(value);
}

function labelOf(field: string, words: HistoryLabels): string {
  const { t } = words;
  if (CONTACT_FIELDS.includes(field)) return t(`fields.${field}`);
  const [head, key, sub] = field.split('.');
  if (head === 'address' && ADDRESS_FIELDS.includes(key)) return t(`fields.${key}`);
  if (head === 'details') return words.elements.find((element) => element.key === key)?.label || key;
  if (head === 'persons') {
    const person = words.personNames[key] ?? t('history.formerPerson');
    return sub ? `${person}: ${t(`personFields.${sub}`)}` : t('history.person', { name: person });
  }
  return field;
}

/** Lines in the order the contact screen shows its fields: own fields, address, details (form order), persons. */
function rank(field: string, elements: readonly FormElement[]): number {
  const [head, key] = field.split('.');
  if (CONTACT_FIELDS.includes(field)) return CONTACT_FIELDS.indexOf(field);
  if (head === 'address') return 100 + ADDRESS_FIELDS.indexOf(key);
  if (head === 'details') {
    const index = elements.findIndex((element) => element.key === key);
    return 200 + (index < 0 ? elements.length : index);
  }
  return head === 'persons' ? 1000 : 2000;
}

/** The lines of one entry, fields in words and values as the screens show them; a creation lists what was given. */
export function changeLines(entry: ContactHistoryEntry, words: HistoryLabels): ChangeLine[] {
  return entry.changes
    .filter((change) => !SILENT_FIELDS.includes(change.field))
    .map((change) => ({
      field: change.field,
      label: labelOf(change.field, words),
      from: valueText(change.field, change.from, words),
      to: valueText(change.field, change.to, words),
    }))
    .filter((line) => entry.type !== 'ContactCreated' || line.to !== '')
    .sort((a, b) => rank(a.field, words.elements) - rank(b.field, words.elements));
}
