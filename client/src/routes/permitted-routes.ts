import type { RouteDef } from './route-table';

/** Seed §2: one of the route's roles (none: anyone) and its app enabled on the account. */
export function isRouteAllowed(route: RouteDef, roles: readonly string[], flags: readonly string[]): boolean {
  if (route.roles && route.roles.length > 0 && !route.roles.some((role) => roles.includes(role))) return false;
  if (route.app && !flags.includes(`apps.${route.app}`)) return false;
  return true;
}

/** The shell's routes the current member may open, generated from the account's roles and flags. */
export function permittedRoutes(table: readonly RouteDef[], roles: readonly string[], flags: readonly string[]): RouteDef[] {
  return table.filter((route) => route.access === 'account' && isRouteAllowed(route, roles, flags));
}

/**
 * A system admin without an account (no roles, no flags, no Account header): only the routes
 * marked `withoutAccount` (the admin's organisations, the news editor and the profile; not
 * /home, which shows an account). Anyone else: none.
 */
export function isRouteAllowedWithoutAccount(route: RouteDef, systemAdmin: boolean): boolean {
  return systemAdmin && route.access === 'account' && route.withoutAccount === true;
}

export function permittedRoutesWithoutAccount(table: readonly RouteDef[], systemAdmin: boolean): RouteDef[] {
  return table.filter((route) => isRouteAllowedWithoutAccount(route, systemAdmin));
}

/** Where a shell route that may not be opened sends the user. */
export function fallbackPath(withoutAccount: boolean): string {
  return withoutAccount ? '/admin/accounts' : '/home';
}

/** Sidebar entries: permitted routes with a menu, main and manager apart. */
export function menuRoutes(table: readonly RouteDef[], roles: readonly string[], flags: readonly string[]) {
  const permitted = permittedRoutes(table, roles, flags);
  return {
    main: permitted.filter((route) => route.menu === 'main'),
    manager: permitted.filter((route) => route.menu === 'manager'),
  };
}

/** The login address that brings the user back to `target` afterwards. */
export function loginRedirect(target: string): string {
  return target && target !== '/' && !target.startsWith('/login') ? `/login?target=${encodeURIComponent(target)}` : '/login';
}
