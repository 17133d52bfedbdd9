import type { TaskPriority } from '@kollab/contracts';

/**
 * Issue 6: the tasks and protocols Demo-GmbH starts with, so the lists, the dashboard, the
 * contact tabs and Paula Portal's view show something on the first start. Dates are days
 * from the day of seeding; people by username, teams, types and contacts by name.
 */
export interface DemoTask {
  title: string;
  author: string;
  type: string;
  team: string;
  priority: TaskPriority;
  /** Days from the seeding day. */
  due_in: number;
  description: string;
  assignees: readonly string[];
  published: boolean;
  status?: 'in_progress' | 'closed';
  /** Linked contacts; `public` shares the task into the contact's portal. */
  contacts?: ReadonlyArray<{ name: string; public: boolean }>;
  comments?: ReadonlyArray<{ author: string; body: string }>;
}

export interface DemoProtocol {
  title: string;
  author: string;
  type: string;
  teams: readonly string[];
  /** Days from the seeding day (negative: in the past). */
  date_in: number;
  body: string;
  attendees: readonly string[];
  contacts?: ReadonlyArray<{ name: string; public: boolean }>;
  /** Titles of demo tasks linked to it. */
  tasks?: readonly string[];
}

export const DEMO_TASKS: readonly DemoTask[] = [
  {
    title: 'Angebot für Schulz Logistik nachfassen',
    author: 'anna',
    type: 'Aufgabe',
    team: 'Vertrieb',
    priority: 'high',
    due_in: 3,
    description: '<p>Rückfragen zum Rahmenvertrag klären und das überarbeitete Angebot senden.</p>',
    assignees: ['anna'],
    published: true,
    contacts: [{ name: 'Schulz Logistik AG', public: false }],
    comments: [{ author: 'anna', body: 'Frau Becker ist ab Mittwoch wieder im Haus.' }],
  },
  {
    title: 'Server-Wartung planen',
    author: 'anna',
    type: 'Aufgabe',
    team: 'Technik',
    priority: 'normal',
    due_in: 10,
    description:
      '<p>Wartungsfenster abstimmen, Kunden informieren, Backups prüfen.</p><ul><li>Betriebssystem-Updates</li><li>Datenbank-Sicherung</li></ul>',
    assignees: ['ben', 'anna'],
    published: true,
    status: 'in_progress',
  },
  {
    title: 'Reklamation Müller: beschädigte Lieferung',
    author: 'ben',
    type: 'Reklamation',
    team: 'Technik',
    priority: 'urgent',
    due_in: 2,
    description: '<h3>Reklamation</h3><p>Zwei Gehäuse der Lieferung vom Montag sind an der Oberfläche beschädigt.</p>',
    assignees: ['ben'],
    published: true,
    contacts: [{ name: 'Müller Maschinenbau GmbH', public: true }],
  },
  {
    title: 'Messeauftritt vorbereiten',
    author: 'anna',
    type: 'Aufgabe',
    team: 'Vertrieb',
    priority: 'low',
    due_in: 30,
    description: '<p>Standfläche, Prospekte und Besetzungsplan.</p>',
    assignees: [],
    published: false,
  },
  {
    title: 'Rechnungsvorlage aktualisieren',
    author: 'anna',
    type: 'Aufgabe',
    team: 'Vertrieb',
    priority: 'normal',
    due_in: 5,
    description: '<p>Neue Bankverbindung in die Vorlage übernehmen.</p>',
    assignees: ['anna'],
    published: true,
    status: 'closed',
  },
];

export const DEMO_PROTOCOLS: readonly DemoProtocol[] = [
  {
    title: 'Wochenbesprechung Technik',
    author: 'anna',
    type: 'Besprechung',
    teams: ['Technik'],
    date_in: -2,
    body: '<h2>Tagesordnung</h2><ol><li>Wartung der Server</li><li>Reklamation Müller</li></ol><h2>Beschlüsse</h2><ul><li>Wartung im nächsten Monat, Ben plant das Fenster.</li></ul>',
    attendees: ['anna', 'ben'],
    tasks: ['Server-Wartung planen'],
  },
  {
    title: 'Kundentermin Müller Maschinenbau',
    author: 'anna',
    type: 'Kundentermin',
    teams: ['Vertrieb'],
    date_in: -5,
    body: '<h2>Teilnehmer</h2><p>Petra Schmidt, Paula Portal, Anna Albers</p><h2>Ergebnisse</h2><p>Die beschädigten Gehäuse werden kostenfrei ersetzt; Lieferung in KW 3.</p>',
    attendees: ['anna', 'manager'],
    contacts: [{ name: 'Müller Maschinenbau GmbH', public: true }],
    tasks: ['Reklamation Müller: beschädigte Lieferung'],
  },
];
