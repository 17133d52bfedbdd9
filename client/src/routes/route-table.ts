import type { App, Role } from '@kollab/contracts';

/**
 * Who may open a route: `public` (no sign-in; auth pages), `auth` (signed in, no account
 * needed: the picker and logout), `account` (signed in with a loaded account: the shell),
 * `none` (error pages, open to all).
 */
export type RouteAccess = 'public' | 'auth' | 'account' | 'none';

export interface RouteDef {
  /** Also the i18n key of its title: `routes:titles.<id>`. */
  id: string;
  path: string;
  access: RouteAccess;
  /** Allowed when the member holds one of these roles; no roles: always allowed. */
  roles?: readonly Role[];
  /** Allowed only when the account has this app (flag `apps.<app>`). */
  app?: App;
  /** Where the sidebar lists it; routes without `menu` are not listed. */
  menu?: 'main' | 'manager';
  redirect?: string;
  /** Auth pages get the auth style, and a signed-in user is sent to /home. */
  authPage?: boolean;
  /**
   * A system admin without a usable account may open it (its API calls need no Account
   * header): the admin's organisations, the news editor and the own profile.
   */
  withoutAccount?: boolean;
}

const STAFF_OR_CONTACT: readonly Role[] = ['user', 'contact'];
/** Surveys are answered by whom they are assigned to (staff and portal users); made and evaluated with role surveys. */
const SURVEY_MEMBERS: readonly Role[] = ['user', 'contact', 'surveys'];

/** Seed §2, as data. Order matters only for the sidebar. */
export const ROUTES: readonly RouteDef[] = [
  // public
  { id: 'linkNoAuth', path: '/link/noauth', access: 'public' },
  // `/acc/{id}` and `/acc/{id}/<path>`: switch to the account, go on to the path (lib/account-link.ts)
  { id: 'accountLink', path: '/acc/:accountId/*', access: 'public' },
  { id: 'login', path: '/login', access: 'public', authPage: true },
  { id: 'loginDomain', path: '/login/:domain', access: 'public', authPage: true },
  { id: 'activate', path: '/activate', access: 'public', authPage: true },
  { id: 'activateToken', path: '/activate/:token', access: 'public', authPage: true },
  { id: 'register', path: '/register', access: 'public', authPage: true },
  { id: 'forgotPassword', path: '/forgot-password', access: 'public', authPage: true },
  { id: 'resetPassword', path: '/reset-password', access: 'public', authPage: true },
  { id: 'resetPasswordToken', path: '/reset-password/*', access: 'public', authPage: true },
  // a notification mail's unsubscribe link (issue 17): signed in or not
  { id: 'unsubscribe', path: '/unsubscribe', access: 'public' },
  // signed in, no account needed
  { id: 'logout', path: '/logout', access: 'auth' },
  { id: 'accounts', path: '/accounts', access: 'auth' },
  // the shell
  { id: 'home', path: '/home', access: 'account', menu: 'main' },
  { id: 'profile', path: '/profile', access: 'account', withoutAccount: true },
  { id: 'contacts', path: '/contacts', access: 'account', roles: ['user'], app: 'contacts', menu: 'main' },
  { id: 'contact', path: '/contacts/:id', access: 'account', roles: ['user'], app: 'contacts' },
  { id: 'tasks', path: '/tasks', access: 'account', roles: STAFF_OR_CONTACT, app: 'tasks', menu: 'main' },
  { id: 'taskNew', path: '/tasks/new', access: 'account', roles: STAFF_OR_CONTACT, app: 'tasks' },
  { id: 'task', path: '/tasks/:id', access: 'account', roles: STAFF_OR_CONTACT, app: 'tasks' },
  { id: 'protocols', path: '/protocols', access: 'account', roles: STAFF_OR_CONTACT, app: 'protocols', menu: 'main' },
  { id: 'protocolNew', path: '/protocols/new', access: 'account', roles: ['user'], app: 'protocols' },
  { id: 'protocol', path: '/protocols/:id', access: 'account', roles: STAFF_OR_CONTACT, app: 'protocols' },
  { id: 'offers', path: '/offers', access: 'account', roles: ['user'], app: 'offers', menu: 'main' },
  { id: 'offerNew', path: '/offers/new', access: 'account', roles: ['user'], app: 'offers' },
  { id: 'offer', path: '/offers/:id', access: 'account', roles: ['user'], app: 'offers' },
  // the list: "Meine Umfragen" for everyone asked; "Von mir erstellt" and new surveys with role surveys
  { id: 'surveys', path: '/surveys', access: 'account', roles: SURVEY_MEMBERS, app: 'surveys', menu: 'main' },
  { id: 'surveyNew', path: '/surveys/new', access: 'account', roles: ['surveys'], app: 'surveys' },
  // the editor (role surveys; without it /home, seed §2): assignees answer at /surveys/:id/answer
  { id: 'survey', path: '/surveys/:id', access: 'account', roles: ['surveys'], app: 'surveys' },
  { id: 'surveyAnswer', path: '/surveys/:id/answer', access: 'account', roles: SURVEY_MEMBERS, app: 'surveys' },
  { id: 'surveyResults', path: '/surveys/:id/results', access: 'account', roles: ['surveys'], app: 'surveys' },
  { id: 'manager', path: '/manager', access: 'account', roles: ['manager'], redirect: '/manager/account' },
  { id: 'managerAccount', path: '/manager/account', access: 'account', roles: ['manager'], menu: 'manager' },
  { id: 'managerTeams', path: '/manager/teams', access: 'account', roles: ['team_admin', 'manager'], menu: 'manager' },
  // scheduled reports, their runs and my exports (issue 16); the mails link to `?run=<id>` and `?export=<id>`
  { id: 'reports', path: '/reports', access: 'account', roles: ['manager'], menu: 'manager' },
  { id: 'admin', path: '/admin', access: 'account', roles: ['admin'], redirect: '/manager/account' },
  { id: 'adminAccounts', path: '/admin/accounts', access: 'account', roles: ['admin'], withoutAccount: true },
  { id: 'adminAccount', path: '/admin/accounts/:id', access: 'account', roles: ['admin'], withoutAccount: true },
  { id: 'adminUpdates', path: '/admin/updates', access: 'account', roles: ['admin'], withoutAccount: true },
  // error pages (hidden)
  { id: 'notFound', path: '/404', access: 'none' },
  { id: 'unauthorized', path: '/401', access: 'none' },
  { id: 'forbidden', path: '/403', access: 'none' },
  { id: 'serverError', path: '/500', access: 'none' },
];
