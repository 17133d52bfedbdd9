import { type Locale, PUBLISHED_LABELS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS } from '@kollab/contracts';

/** `{ open: 'Offen' }` as `{ 'status.open': 'Offen' }`. */
const prefixed = <P extends string, W extends Record<string, string>>(prefix: P, words: W) =>
  Object.fromEntries(Object.entries(words).map(([key, word]) => [`${prefix}.${key}`, word])) as { [K in keyof W & string as `${P}.${K}`]: W[K] };

/**
 * The words of the printed documents, German first (seed: German first, English second):
 * the field names of the client's task and protocol screens, and the words for statuses
 * and priorities from contracts (`item-labels.ts`), which the screens use too.
 */
const LABELS = {
  de: {
    printed_on: 'Gedruckt am',
    number: 'Nummer',
    title: 'Titel',
    type: 'Typ',
    team: 'Team',
    teams: 'Teams',
    status: 'Status',
    priority: 'Priorität',
    start_date: 'Beginn',
    due_date: 'Fällig',
    date: 'Datum',
    author: 'Verfasser',
    assignees: 'Zuständige',
    attendees: 'Teilnehmende',
    description: 'Beschreibung',
    body: 'Inhalt',
    task: 'Aufgabe',
    tasks: 'Aufgaben',
    protocol: 'Protokoll',
    of: 'von',
    ...prefixed('status', TASK_STATUS_LABELS.de),
    ...prefixed('priority', TASK_PRIORITY_LABELS.de),
    ...prefixed('published', PUBLISHED_LABELS.de),
  },
  en: {
    printed_on: 'Printed on',
    number: 'Number',
    title: 'Title',
    type: 'Type',
    team: 'Team',
    teams: 'Teams',
    status: 'Status',
    priority: 'Priority',
    start_date: 'Start',
    due_date: 'Due',
    date: 'Date',
    author: 'Author',
    assignees: 'Assignees',
    attendees: 'Attendees',
    description: 'Description',
    body: 'Content',
    task: 'Task',
    tasks: 'Tasks',
    protocol: 'Protocol',
    of: 'of',
    ...prefixed('status', TASK_STATUS_LABELS.en),
    ...prefixed('priority', TASK_PRIORITY_LABELS.en),
    ...prefixed('published', PUBLISHED_LABELS.en),
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PrintLabel = keyof (typeof LABELS)['de'];

/** The label in the locale; an unknown key (a value without a label) comes back as given. */
export function printLabel(locale: Locale, key: PrintLabel | string): string {
  const labels: Record<string, string> = LABELS[locale];
  return labels[key] ?? key;
}
