import { APPS, FEATURE_FLAGS, type Role } from '@kollab/contracts';

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
  /** The manager accepted the terms (Beispiel AG leaves them open, so the terms dialog can be seen). */
  termsAccepted: boolean;
  apps: readonly (typeof APPS)[number][];
  flags: readonly (typeof FEATURE_FLAGS)[number][];
  members: ReadonlyArray<{ username: string; roles: Role[] }>;
}

/** Issue 3: Demo GmbH with everything on, Beispiel AG with defaults; manager is in both. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Demo GmbH',
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
  },
  {
    name: 'Beispiel AG',
    domain: 'beispiel',
    manager: 'manager',
    termsAccepted: false,
    apps: ['contacts', 'tasks', 'protocols', 'surveys', 'offers'],
    flags: ['apps.contacts', 'apps.tasks', 'apps.protocols', 'apps.surveys', 'apps.offers'],
    members: [{ username: 'clara', roles: ['user'] }],
  },
];
