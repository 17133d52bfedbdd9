/**
 * Reports (issue 16): what the app loads with /reports (app/reports-pages.tsx), never with the
 * login page. The app injects the slice and starts the flows with the page.
 */
export { ReportsPage, type ReportsPageProps } from './ReportsPage';
export type { ReportFocus } from './reports.state';
export { reportsReducer } from './reports.slice';
export { reportsSaga } from './reports.saga';
export { REPORTS } from './reports.state';
