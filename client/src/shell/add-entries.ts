import type { App, Role } from '@kollab/contracts';
import { isRouteAllowed, ROUTES, type RouteDef } from '../routes';

export interface AddEntry {
  /** i18n key `shell:add.<id>`. */
  id: 'task' | 'protocol' | 'offer' | 'survey';
  /** The create route it opens (its own roles and app apply too). */
  routeId: string;
  /** Seed §2 Add menu: one of these roles, if any, and the app. */
  roles?: readonly Role[];
  app: App;
}

/** Seed §2: create task (tasks app); protocol (user + protocols); offer (user + offers); survey (surveys + surveys). */
export const ADD_ENTRIES: readonly AddEntry[] = [
  { id: 'task', routeId: 'taskNew', app: 'tasks' },
  { id: 'protocol', routeId: 'protocolNew', roles: ['user'], app: 'protocols' },
  { id: 'offer', routeId: 'offerNew', roles: ['user'], app: 'offers' },
  { id: 'survey', routeId: 'surveyNew', roles: ['surveys'], app: 'surveys' },
];

/**
 * The entries this member sees, each with its path. An entry needs the seed's Add-menu rule
 * and the create route itself (so no entry leads to a redirect to /home).
 */
export function addEntries(roles: readonly string[], flags: readonly string[], table: readonly RouteDef[] = ROUTES) {
  return ADD_ENTRIES.flatMap((entry) => {
    const route = table.find((candidate) => candidate.id === entry.routeId);
    if (!route || !isRouteAllowed(route, roles, flags)) return [];
    if (entry.roles && !entry.roles.some((role) => roles.includes(role))) return [];
    if (!flags.includes(`apps.${entry.app}`)) return [];
    return [{ id: entry.id, path: route.path }];
  });
}
