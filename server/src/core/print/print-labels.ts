import type { Locale } from '@kollab/contracts';

/** The words of the printed documents, German first (seed: German first, English second). */
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
    due_date: 'Fällig am',
    date: 'Datum',
    author: 'Autor',
    assignees: 'Zuständig',
    attendees: 'Teilnehmer',
    description: 'Beschreibung',
    body: 'Inhalt',
    task: 'Aufgabe',
    tasks: 'Aufgaben',
    protocol: 'Protokoll',
    of: 'von',
    'status.open': 'Offen',
    'status.in_progress': 'In Bearbeitung',
    'status.closed': 'Erledigt',
    'status.overdue': 'Überfällig',
    'priority.low': 'Niedrig',
    'priority.normal': 'Normal',
    'priority.high': 'Hoch',
    'priority.urgent': 'Dringend',
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
    body: 'Minutes',
    task: 'Task',
    tasks: 'Tasks',
    protocol: 'Protocol',
    of: 'of',
    'status.open': 'Open',
    'status.in_progress': 'In progress',
    'status.closed': 'Closed',
    'status.overdue': 'Overdue',
    'priority.low': 'Low',
    'priority.normal': 'Normal',
    'priority.high': 'High',
    'priority.urgent': 'Urgent',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PrintLabel = keyof (typeof LABELS)['de'];

/** The label in the locale; an unknown key (a value without a label) comes back as given. */
export function printLabel(locale: Locale, key: PrintLabel | string): string {
  const labels: Record<string, string> = LABELS[locale];
  return labels[key] ?? key;
}
