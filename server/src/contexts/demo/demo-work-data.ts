import type { OfferCalculationField, OfferOutcome, OfferRate, SurveyAnswerValue, SurveyQuestion, TaskPriority } from '@kollab/contracts';

/**
 * Issue 6: the tasks and protocols Demo-GmbH starts with, so the lists, the dashboard, the
 * contact tabs and Paula Portal's view show something on the first start; issue 14: its
 * hourly rates and offers. Dates are days from the day of seeding; people by username,
 * teams, types, contacts and contact persons by name.
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
  /** Claim types by title (a task of a claim type: the claims export shows them as paths). */
  claims?: readonly string[];
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
    claims: ['Beschädigt', 'Oberfläche'],
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

/** Issue 14: Demo-GmbH's hourly rates for offers (EUR per hour), set by its manager before the offers are made. */
export const DEMO_OFFER_RATES: Readonly<Record<OfferRate, string>> = {
  fertigung: '68.00',
  konstruktion: '85.00',
  kundendienst: '72.50',
  prueffeld: '95.00',
};

export interface DemoOffer {
  title: string;
  author: string;
  type: string;
  team: string;
  contact: string;
  contact_person: string;
  /** Days from the seeding day (negative: in the past). */
  valid_in: number;
  description: string;
  /** Amounts in EUR, hours, the provision in percent (as the API takes them). */
  calculation: Readonly<Record<OfferCalculationField, number>>;
  published: boolean;
  /** What happens after the offer was made: its author sets a status (closing with an outcome), or the overdue job marks it. */
  then?: { status: 'in_progress' } | { status: 'closed'; outcome: OfferOutcome } | { overdue: true };
}

/**
 * Issue 14: one offer accepted, one overdue (its validity passed: marked the way the overdue
 * job does), one draft, one open and one in progress. With DEMO_OFFER_RATES the totals are
 * 6,018.60; 3,733.75; 1,608.50; 1,522.13 and 25,187.25 EUR.
 */
export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    title: 'Überholung Hydraulikpresse HP 400',
    author: 'anna',
    type: 'Angebot',
    team: 'Vertrieb',
    contact: 'Müller Maschinenbau GmbH',
    contact_person: 'Petra Schmidt',
    valid_in: 20,
    description:
      '<h3>Leistungsumfang</h3><ul><li>Demontage und Reinigung des Hydraulikblocks</li><li>Austausch aller Dichtungen und des Druckspeichers</li>' +
      '<li>Druckprüfung bis 320 bar mit Prüfprotokoll</li></ul><p><strong>Lieferzeit:</strong> 3 Wochen nach Auftragseingang</p>' +
      '<p><strong>Zahlungsbedingungen:</strong> 30 Tage netto</p>',
    // 2450.00 + 180.00 + 24 h × 68.00 + 6 h × 85.00 + 8 h × 72.50 + 4 h × 95.00 = 5732.00; 5 % = 286.60
    calculation: {
      materialprice: 2450,
      transportkosten: 180,
      provision: 5,
      fertigungsstunden: 24,
      konstruktionsstunden: 6,
      kundendienststunden: 8,
      prueffeld: 4,
    },
    published: true,
    then: { status: 'closed', outcome: 'accepted' },
  },
  {
    title: 'Wartung Förderbänder Lager Hamburg',
    author: 'anna',
    type: 'Serviceangebot',
    team: 'Vertrieb',
    contact: 'Schulz Logistik AG',
    contact_person: 'Jana Becker',
    valid_in: -10,
    description:
      '<h3>Serviceleistung</h3><p>Jährliche Wartung der vier Förderbänder: Gurte und Rollen prüfen, Antriebe schmieren, Not-Aus-Kreise testen.</p>' +
      '<p><strong>Einsatzort und Termin:</strong> Hafenstraße 5, Hamburg; zwei Tage nach Absprache</p>',
    // 640.00 + 95.00 + 32 h × 72.50 + 6 h × 95.00 = 3625.00; 3 % = 108.75
    calculation: {
      materialprice: 640,
      transportkosten: 95,
      provision: 3,
      fertigungsstunden: 0,
      konstruktionsstunden: 0,
      kundendienststunden: 32,
      prueffeld: 6,
    },
    published: true,
    then: { overdue: true },
  },
  {
    title: 'Ersatzteilpaket Knetmaschine',
    author: 'anna',
    type: 'Angebot',
    team: 'Vertrieb',
    contact: 'Bäckerei Hoffmann e.K.',
    contact_person: 'Klaus Hoffmann',
    valid_in: 30,
    description:
      '<h3>Leistungsumfang</h3><ul><li>Knethaken und Lagersatz</li><li>Keilriemen, zweifach</li><li>Einbau und Probelauf vor Ort</li></ul>' +
      '<p><strong>Lieferzeit:</strong> 5 Werktage</p>',
    // 1180.50 + 45.00 + 3.5 h × 68.00 + 2 h × 72.50 = 1608.50
    calculation: {
      materialprice: 1180.5,
      transportkosten: 45,
      provision: 0,
      fertigungsstunden: 3.5,
      konstruktionsstunden: 0,
      kundendienststunden: 2,
      prueffeld: 0,
    },
    published: false,
  },
  {
    title: 'Inspektion Pressenlinie 2',
    author: 'ben',
    type: 'Serviceangebot',
    team: 'Technik',
    contact: 'Müller Maschinenbau GmbH',
    contact_person: 'Thomas Müller',
    valid_in: 14,
    description:
      '<h3>Serviceleistung</h3><p>Sicherheitstechnische Inspektion der Pressenlinie 2 nach DGUV Vorschrift 3, mit Prüfbericht.</p>' +
      '<p><strong>Einsatzort und Termin:</strong> Werk Stuttgart, KW nach Absprache</p>',
    // 210.00 + 120.00 + 12 h × 72.50 + 3 h × 95.00 = 1485.00; 2.5 % = 37.125 → 37.13
    calculation: {
      materialprice: 210,
      transportkosten: 120,
      provision: 2.5,
      fertigungsstunden: 0,
      konstruktionsstunden: 0,
      kundendienststunden: 12,
      prueffeld: 3,
    },
    published: true,
  },
  {
    title: 'Modernisierung Pumpensteuerung Kraftwerk Kaprun',
    author: 'anna',
    type: 'Angebot',
    team: 'Vertrieb',
    contact: 'Alpen Energie GmbH',
    contact_person: 'Lisa Gruber',
    valid_in: 45,
    description:
      '<h3>Leistungsumfang</h3><ul><li>Neue SPS-Steuerung für drei Kühlwasserpumpen</li><li>Konstruktion des Schaltschranks</li>' +
      '<li>Inbetriebnahme und Werksabnahme im Prüffeld</li></ul><p><strong>Lieferzeit:</strong> 10 Wochen nach Freigabe der Konstruktion</p>' +
      '<p><strong>Zahlungsbedingungen:</strong> 40 % bei Auftrag, 60 % nach Abnahme</p>',
    // 12800.00 + 850.00 + 60 h × 68.00 + 40 h × 85.00 + 16 h × 72.50 + 12 h × 95.00 = 23430.00; 7.5 % = 1757.25
    calculation: {
      materialprice: 12800,
      transportkosten: 850,
      provision: 7.5,
      fertigungsstunden: 60,
      konstruktionsstunden: 40,
      kundendienststunden: 16,
      prueffeld: 12,
    },
    published: true,
    then: { status: 'in_progress' },
  },
];

/** Issue 15: a demo survey, made and published by its author; the assignees' answers (by username) submitted through the answer command. */
export interface DemoSurvey {
  title: string;
  author: string;
  description: string;
  anonymous: boolean;
  /** Days from the day of seeding. */
  start_in: number;
  due_in: number;
  assignees: readonly string[];
  questions: readonly SurveyQuestion[];
  answers: Readonly<Record<string, ReadonlyArray<{ question_id: string; answer: SurveyAnswerValue }>>>;
  /** Its author closes it after the answers (an anonymous survey's results are then counted: at least 3 answers). */
  close?: boolean;
}

const question = (id: string, type: SurveyQuestion['type'], text: string, more: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  id,
  type,
  question: text,
  required: false,
  answer_choices: [],
  min: null,
  max: null,
  min_label: null,
  max_label: null,
  ...more,
});
const choices = (...labels: string[]) => labels.map((label, i) => ({ id: `c${i + 1}`, label }));

/**
 * Issue 15: ben (role surveys) asks anna, the manager and himself with every question type
 * (anna and the manager answered; ben has not yet), and ran an anonymous survey that three
 * people answered and he closed, so its results show.
 */
export const DEMO_SURVEYS: readonly DemoSurvey[] = [
  {
    title: 'Planung Sommerfest 2027',
    author: 'ben',
    description: '<p>Damit das Sommerfest allen gefällt: Bitte beantworten Sie die Fragen bis zum Stichtag.</p>',
    anonymous: false,
    start_in: -2,
    due_in: 12,
    assignees: ['anna', 'manager', 'ben'],
    questions: [
      question('teilnahme', 'boolean', 'Nehmen Sie am Sommerfest teil?', { required: true }),
      question('datum', 'date', 'Welcher Tag passt Ihnen am besten?'),
      question('beginn', 'time', 'Ab wann können Sie dabei sein?'),
      question('begleitung', 'number', 'Wie viele Begleitpersonen bringen Sie mit?', { min: 0, max: 5 }),
      question('vorjahr', 'rating', 'Wie hat Ihnen das letzte Sommerfest gefallen?', { min: 1, max: 5 }),
      question('ort', 'scale', 'Lieber draußen oder drinnen feiern?', { min: 1, max: 10, min_label: 'Drinnen', max_label: 'Draußen' }),
      question('essen', 'single_choice', 'Was soll es zu essen geben?', {
        required: true,
        answer_choices: choices('Grillbuffet', 'Pizza', 'Vegetarisches Buffet'),
      }),
      question('programm', 'multiple_choice', 'Welche Programmpunkte wünschen Sie sich?', {
        answer_choices: choices('Livemusik', 'Kinderprogramm', 'Fußballturnier', 'Weinprobe'),
      }),
      question('wuensche', 'text', 'Haben Sie weitere Wünsche oder Ideen?'),
    ],
    answers: {
      anna: [
        { question_id: 'teilnahme', answer: true },
        { question_id: 'datum', answer: 'DAY+30' },
        { question_id: 'beginn', answer: '16:00' },
        { question_id: 'begleitung', answer: 2 },
        { question_id: 'vorjahr', answer: 4 },
        { question_id: 'ort', answer: 9 },
        { question_id: 'essen', answer: 'c1' },
        { question_id: 'programm', answer: ['c1', 'c2'] },
        { question_id: 'wuensche', answer: 'Eine Fotobox wäre schön.' },
      ],
      manager: [
        { question_id: 'teilnahme', answer: true },
        { question_id: 'datum', answer: 'DAY+31' },
        { question_id: 'beginn', answer: '18:30' },
        { question_id: 'begleitung', answer: 1 },
        { question_id: 'vorjahr', answer: 3 },
        { question_id: 'ort', answer: 6 },
        { question_id: 'essen', answer: 'c3' },
        { question_id: 'programm', answer: ['c1', 'c4'] },
      ],
    },
  },
  {
    title: 'Zufriedenheit mit dem neuen Büro',
    author: 'ben',
    description: '<p>Ihre Antworten sind anonym: Niemand kann sehen, welche Antworten von Ihnen stammen.</p>',
    anonymous: true,
    start_in: -7,
    due_in: 7,
    assignees: ['anna', 'manager', 'ben'],
    questions: [
      question('gesamt', 'rating', 'Wie zufrieden sind Sie insgesamt mit dem neuen Büro?', { required: true, min: 1, max: 5 }),
      question('laerm', 'single_choice', 'Wie empfinden Sie die Lautstärke?', { answer_choices: choices('Zu laut', 'Angenehm', 'Zu ruhig') }),
      question('homeoffice', 'boolean', 'Arbeiten Sie seit dem Umzug häufiger im Homeoffice?'),
      question('verbesserung', 'text', 'Was sollten wir verbessern?'),
    ],
    answers: {
      anna: [
        { question_id: 'gesamt', answer: 4 },
        { question_id: 'laerm', answer: 'c2' },
        { question_id: 'homeoffice', answer: false },
        { question_id: 'verbesserung', answer: 'Mehr Pflanzen in der Küche.' },
      ],
      manager: [
        { question_id: 'gesamt', answer: 5 },
        { question_id: 'laerm', answer: 'c2' },
        { question_id: 'homeoffice', answer: false },
      ],
      ben: [
        { question_id: 'gesamt', answer: 3 },
        { question_id: 'laerm', answer: 'c1' },
        { question_id: 'homeoffice', answer: true },
        { question_id: 'verbesserung', answer: 'Ein ruhiger Raum für Telefonate.' },
      ],
    },
    close: true,
  },
];
