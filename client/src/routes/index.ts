export * from './route-table';
export * from './permitted-routes';
export * from './guards';
export { PlaceholderPage } from './PlaceholderPage';
export { ErrorPage, type ErrorPageKind } from './ErrorPage';
export { RouteEffects, MAIN_ID, documentTitle, routeOf } from './RouteEffects';
