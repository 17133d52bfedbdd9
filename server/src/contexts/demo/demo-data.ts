import { APPS, FEATURE_FLAGS, type Role, type TeamPermission } from '@kollab/contracts';

/** Every demo user's password (README). */
export const DEMO_PASSWORD = 'Demo-Pass-1';

export interface DemoUser {
  username: string;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female';
  locale: 'de' | 'en';
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', first_name: 'Ada', last_name: 'Admin', gender: 'female', locale: 'de' },
  { username: 'manager', first_name: 'Martin', last_name: 'Manager', gender: 'male', locale: 'de' },
  { username: 'anna', first_name: 'Anna', last_name: 'Albers', gender: 'female', locale: 'de' },
  { username: 'ben', first_name: 'Ben', last_name: 'Brandt', gender: 'male', locale: 'en' },
  { username: 'portal', first_name: 'Paula', last_name: 'Portal', gender: 'female', locale: 'de' },
  { username: 'clara', first_name: 'Clara', last_name: 'Conrad', gender: 'female', locale: 'de' },
];

export const demoEmail = (username: string) => `${username}@example.com`;

export interface DemoAccount {
  name: string;
  domain: string;
  manager: string;
  /** The manager accepted the terms (Beispiel-AG leaves them open, so the terms dialog can be seen). */
  termsAccepted: boolean;
  apps: readonly (typeof APPS)[number][];
  flags: readonly (typeof FEATURE_FLAGS)[number][];
  members: ReadonlyArray<{ username: string; roles: Role[] }>;
  teams?: readonly DemoTeam[];
  contacts?: readonly DemoContact[];
  /** Issue 6: seed the demo tasks and protocols (demo-work-data.ts) into this organisation. */
  workItems?: boolean;
}

/** A team with its members (usernames) and their permissions, created by the account's manager. */
export interface DemoTeam {
  name: string;
  short: string;
  members: ReadonlyArray<{ username: string; permissions: TeamPermission[]; extended_permissions: boolean }>;
}

/** A demo contact: `type` names a DEMO_TYPES contact type by title; persons by name. */
export interface DemoContact {
  name: string;
  number: string;
  type: string;
  address: { street: string; zip: string; city: string; country: string };
  homepage?: string;
  uid: string;
  contact_since?: string;
  persons: ReadonlyArray<{ name: string; salutation?: string; gender?: 'female' | 'male'; email?: string; phone?: string; role?: string }>;
  /** A portal for this contact: looked after by `contact_person`, with these persons (by name) as portal users. */
  portal?: { contact_person: string; members: readonly string[] };
}

/** Issue 5: Demo-GmbH's customers, suppliers and partners; Paula Portal is a person of Müller with its portal. */
export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    name: 'Müller Maschinenbau GmbH',
    number: 'K-1001',
    type: 'Kunde',
    address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
    homepage: 'https://www.mueller-maschinenbau.example',
    uid: 'DE123456789',
    contact_since: '2016-04-01',
    persons: [
      { name: 'Petra Schmidt', salutation: 'Frau', gender: 'female', email: 'p.schmidt@mueller.example', phone: '+49 711 4711-100', role: 'Einkauf' },
      { name: 'Thomas Müller', salutation: 'Herr', gender: 'male', role: 'Geschäftsführer' },
      { name: 'Paula Portal', salutation: 'Frau', gender: 'female', email: demoEmail('portal'), role: 'Qualitätssicherung' },
    ],
    portal: { contact_person: 'anna', members: ['Paula Portal'] },
  },
  {
    name: 'Schulz Logistik AG',
    number: 'K-1002',
    type: 'Lieferant',
    address: { street: 'Hafenstraße 5', zip: '20457', city: 'Hamburg', country: 'DE' },
    uid: 'DE234567891',
    persons: [{ name: 'Jana Becker', salutation: 'Frau', gender: 'female', email: 'j.becker@schulz.example', role: 'Disposition' }],
  },
  {
    name: 'Bäckerei Hoffmann e.K.',
    number: 'K-1003',
    type: 'Kunde',
    address: { street: 'Marktplatz 3', zip: '80331', city: 'München', country: 'DE' },
    uid: 'DE345678912',
    contact_since: '2018-03-01',
    persons: [{ name: 'Klaus Hoffmann', salutation: 'Herr', gender: 'male', role: 'Inhaber' }],
  },
  {
    name: 'Alpen Energie GmbH',
    number: 'K-1004',
    type: 'Partner',
    address: { street: 'Mariahilfer Straße 88', zip: '1070', city: 'Wien', country: 'AT' },
    uid: 'ATU12345678',
    persons: [{ name: 'Lisa Gruber', salutation: 'Frau', gender: 'female', role: 'Projektleitung' }],
  },
];

/**
 * Issue 3: Demo-GmbH with everything on, Beispiel-AG with defaults; manager is in both.
 * Issue 5: Demo-GmbH's teams Vertrieb (manager admin) and Technik (anna admin, so she is team_admin).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Demo-GmbH',
    domain: 'demo',
    manager: 'manager',
    termsAccepted: true,
    apps: APPS,
    flags: FEATURE_FLAGS,
    members: [
      { username: 'anna', roles: ['user'] },
      { username: 'ben', roles: ['user', 'surveys'] },
      { username: 'portal', roles: ['contact'] },
    ],
    teams: [
      {
        name: 'Vertrieb',
        short: 'VT',
        members: [
          { username: 'manager', permissions: ['admin'], extended_permissions: false },
          { username: 'anna', permissions: ['read', 'create', 'edit', 'delete'], extended_permissions: false },
          { username: 'ben', permissions: ['read'], extended_permissions: false },
        ],
      },
      {
        name: 'Technik',
        short: 'TE',
        members: [
          { username: 'anna', permissions: ['admin'], extended_permissions: true },
          { username: 'ben', permissions: ['read', 'create', 'edit'], extended_permissions: false },
        ],
      },
    ],
    contacts: DEMO_CONTACTS,
    workItems: true,
  },
  {
    name: 'Beispiel-AG',
    domain: 'beispiel',
    manager: 'manager',
    termsAccepted: false,
    apps: ['contacts', 'tasks', 'protocols', 'surveys', 'offers'],
    flags: ['apps.contacts', 'apps.tasks', 'apps.protocols', 'apps.surveys', 'apps.offers'],
    members: [{ username: 'clara', roles: ['user'] }],
  },
];

/** A claim type with its sub-types (seed §3 claim tree). */
export interface DemoClaim {
  title: string;
  children?: readonly DemoClaim[];
}

/** Issue 5: the item types every new demo organisation starts with (German, like its people). */
export const DEMO_TYPES = {
  contact: [
    { title: 'Kunde', short: 'KD' },
    { title: 'Lieferant', short: 'LI' },
    { title: 'Partner', short: 'PA' },
  ],
  task: [
    { title: 'Aufgabe', short: 'AUF' },
    { title: 'Reklamation', short: 'REK', is_claim: true, template: '<h3>Reklamation</h3><p>Was ist passiert?</p><p>Betroffene Lieferung:</p>' },
  ],
  protocol: [
    { title: 'Besprechung', short: 'BES', template: '<h2>Tagesordnung</h2><ol><li></li></ol><h2>Beschlüsse</h2><ul><li></li></ul>' },
    { title: 'Kundentermin', short: 'KT', template: '<h2>Teilnehmer</h2><p></p><h2>Ergebnisse</h2><p></p>' },
  ],
  // Issue 14: the offer types; the prefix numbers the offers (ANG-1, SRV-1).
  offer: [
    {
      title: 'Angebot',
      short: 'ANG',
      template:
        '<h3>Leistungsumfang</h3><ul><li></li></ul><p><strong>Lieferzeit:</strong> </p><p><strong>Zahlungsbedingungen:</strong> 30 Tage netto</p>',
    },
    { title: 'Serviceangebot', short: 'SRV', template: '<h3>Serviceleistung</h3><p></p><p><strong>Einsatzort und Termin:</strong> </p>' },
  ],
  claims: [
    {
      title: 'Reklamation',
      children: [
        { title: 'Lieferung', children: [{ title: 'Beschädigt' }, { title: 'Unvollständig' }, { title: 'Verspätet' }] },
        { title: 'Qualität', children: [{ title: 'Maßabweichung' }, { title: 'Oberfläche' }] },
      ],
    },
  ] as readonly DemoClaim[],
} as const;
