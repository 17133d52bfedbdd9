import { useEffect, useMemo } from 'react';
import { matchRoutes, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteDef } from './route-table';

export const APP_NAME = 'Kollab';
/** The page's content: the skip link's target, and where focus goes after a route change. */
export const MAIN_ID = 'main-content';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, id: route.id }));
const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

/** The route of the table that `pathname` opens (the most specific one: /tasks/new before /tasks/:id). */
export function routeOf(pathname: string): RouteDef | null {
  const matches = matchRoutes(MATCHABLE, pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  return (id && BY_ID.get(id)) || null;
}

/** A page of one item (/tasks/:id, …): its title names the item too. */
export const isItemRoute = (route: RouteDef | null) => route !== null && route.path.endsWith('/:id');

/**
 * The document title: "Aufgaben – Kollab"; on an item page with its heading read
 * "Aufgabe: Angebot prüfen – Kollab"; "Kollab" where no route is known.
 */
export function documentTitle(routeTitle: string | null, heading?: string | null): string {
  const text = heading?.trim();
  const page = routeTitle && text ? `${routeTitle}: ${text}` : (routeTitle ?? text);
  return page ? `${page} – ${APP_NAME}` : APP_NAME;
}

const mainHeading = () => document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);

/**
 * Moves focus to the new page's main heading (or, until it is there, to the main region), so
 * keyboard and screen-reader users start on the page they went to rather than on <body>.
 * Gives up when the user has focused something else meanwhile, or after `waitMs`.
 */
export function focusMainContent(waitMs = 5000): () => void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return () => {};
  const focus = (target: HTMLElement) => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  const heading = mainHeading();
  if (heading) {
    focus(heading);
    return () => {};
  }
  focus(main);
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) {
      observer.disconnect();
      return;
    }
    const found = mainHeading();
    if (found) {
      observer.disconnect();
      focus(found);
    }
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), waitMs);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** Whether the user has pressed a key or a pointer in this document (a page load's redirects move no focus). */
let interacted = false;
if (typeof window !== 'undefined') {
  const seen = () => {
    interacted = true;
  };
  window.addEventListener('keydown', seen, { capture: true, once: true });
  window.addEventListener('pointerdown', seen, { capture: true, once: true });
}

/**
 * The root of every route: the document title follows the route (and, on item pages, the
 * item's heading) in the UI language; after a route change the user caused, focus moves to
 * the new page's main heading.
 */
export function RouteEffects() {
  const { t, i18n } = useTranslation('routes');
  const { pathname } = useLocation();
  const route = useMemo(() => routeOf(pathname), [pathname]);
  const routeTitle = route ? t(`titles.${route.id}`) : null;

  useEffect(() => {
    const apply = () => {
      document.title = documentTitle(routeTitle, isItemRoute(route) ? mainHeading()?.textContent : null);
    };
    apply();
    if (!isItemRoute(route)) return;
    // the item's heading comes with its data, and changes with it (a rename, a live update)
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(apply);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [route, routeTitle, i18n.language]);

  useEffect(() => {
    if (!interacted) return;
    return focusMainContent();
  }, [pathname]);

  return <Outlet />;
}

/** For tests: as if the user had (not) interacted with the document yet. */
export function setInteractedForTests(value: boolean) {
  interacted = value;
}
