import { describe, expect, it } from 'vitest';
import {
  fallbackPath,
  isRouteAllowed,
  isRouteAllowedWithoutAccount,
  loginRedirect,
  menuRoutes,
  permittedRoutes,
  permittedRoutesWithoutAccount,
} from './permitted-routes';
import { ROUTES } from './route-table';

const route = (id: string) => ROUTES.find((r) => r.id === id)!;
const ALL_APPS = ['apps.contacts', 'apps.tasks', 'apps.protocols', 'apps.offers', 'apps.surveys'];

describe('route permissions (seed §2)', () => {
  it.each([
    // route, roles, flags, allowed
    ['home', [], [], true],
    ['profile', ['contact'], [], true],
    ['contacts', ['user'], ['apps.contacts'], true],
    ['contacts', ['user'], [], false],
    ['contacts', ['contact'], ALL_APPS, false],
    ['tasks', ['contact'], ['apps.tasks'], true],
    ['tasks', ['user'], ['apps.protocols'], false],
    ['protocols', ['contact'], ['apps.protocols'], true],
    ['protocolNew', ['contact'], ['apps.protocols'], false],
    ['protocolNew', ['user'], ['apps.protocols'], true],
    ['offers', ['user'], ['apps.offers'], true],
    ['offerNew', ['contact'], ['apps.offers'], false],
    // surveys: the list and the answer page for everyone the surveys app serves (assignees answer there);
    // the editor needs role surveys (seed §2: without it /surveys/:id goes to /home)
    ['surveys', ['user'], ['apps.surveys'], true],
    ['surveys', ['contact'], ['apps.surveys'], true],
    ['surveys', ['surveys'], ['apps.surveys'], true],
    ['surveys', ['user', 'surveys'], ['apps.tasks'], false],
    ['survey', ['contact'], ['apps.surveys'], false],
    ['survey', ['user'], ['apps.surveys'], false],
    ['survey', ['surveys'], ['apps.surveys'], true],
    ['surveyAnswer', ['user'], ['apps.surveys'], true],
    ['surveyAnswer', ['contact'], ['apps.surveys'], true],
    ['surveyAnswer', ['manager'], ['apps.surveys'], false],
    // making and evaluating surveys: role surveys only
    ['surveyNew', ['user'], ['apps.surveys'], false],
    ['surveyNew', ['user', 'surveys'], ['apps.surveys'], true],
    ['surveyNew', ['user', 'surveys'], [], false],
    ['surveyResults', ['user'], ['apps.surveys'], false],
    ['surveyResults', ['user', 'surveys'], ['apps.surveys'], true],
    ['managerAccount', ['user'], ALL_APPS, false],
    ['managerAccount', ['manager'], [], true],
    ['managerTeams', ['team_admin'], [], true],
    ['managerTeams', ['user'], [], false],
    // scheduled reports (issue 16): managers only
    ['reports', ['manager'], [], true],
    ['reports', ['user', 'team_admin', 'surveys'], ALL_APPS, false],
    ['adminAccounts', ['manager'], ALL_APPS, false],
    ['adminAccounts', ['admin'], [], true],
  ] as const)('%s with roles %j and flags %j → %s', (id, roles, flags, allowed) => {
    expect(isRouteAllowed(route(id), roles, flags)).toBe(allowed);
  });

  it('the shell routes of a plain user of an account with every app', () => {
    expect(permittedRoutes(ROUTES, ['user'], ALL_APPS).map((r) => r.id)).toEqual([
      'home',
      'profile',
      'contacts',
      'contact',
      'tasks',
      'taskNew',
      'task',
      'protocols',
      'protocolNew',
      'protocol',
      'offers',
      'offerNew',
      'offer',
      'surveys',
      'surveyAnswer',
    ]);
  });

  it('role surveys adds creating surveys and their results', () => {
    const ids = permittedRoutes(ROUTES, ['user', 'surveys'], ['apps.surveys']).map((r) => r.id);
    expect(ids.filter((id) => id.startsWith('survey'))).toEqual(['surveys', 'surveyNew', 'survey', 'surveyAnswer', 'surveyResults']);
  });

  it('the sidebar lists main and manager routes apart', () => {
    const menu = menuRoutes(ROUTES, ['manager', 'user', 'team_admin'], ['apps.tasks']);
    expect(menu.main.map((r) => r.id)).toEqual(['home', 'tasks']);
    expect(menu.manager.map((r) => r.id)).toEqual(['managerAccount', 'managerTeams', 'reports']);
  });

  it('public, auth and error routes never appear among the shell routes', () => {
    const ids = permittedRoutes(ROUTES, ['admin', 'manager', 'user', 'surveys'], ALL_APPS).map((r) => r.id);
    for (const id of ['login', 'accounts', 'logout', 'notFound']) expect(ids).not.toContain(id);
  });

  it('the login redirect carries the pending path', () => {
    expect(loginRedirect('/tasks/7?tab=files')).toBe('/login?target=%2Ftasks%2F7%3Ftab%3Dfiles');
    expect(loginRedirect('/')).toBe('/login');
  });

  it('a system admin without an account: the admin organisations, the news editor and the profile, nothing else', () => {
    expect(permittedRoutesWithoutAccount(ROUTES, true).map((r) => r.id)).toEqual(['profile', 'adminAccounts', 'adminAccount', 'adminUpdates']);
    // home shows an account; /admin redirects to the manager
    for (const id of ['home', 'admin', 'managerAccount', 'tasks', 'accounts', 'login'])
      expect(isRouteAllowedWithoutAccount(route(id), true)).toBe(false);
    expect(fallbackPath(true)).toBe('/admin/accounts');
  });

  it('without the admin flag no route opens without an account', () => {
    expect(permittedRoutesWithoutAccount(ROUTES, false)).toEqual([]);
    expect(fallbackPath(false)).toBe('/home');
  });
});
