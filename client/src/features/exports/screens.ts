/**
 * Exports (issue 16): what the app loads with the pages that show an export button (tasks,
 * protocols and offers lists, survey results), never with the login page. The app injects
 * the slice and starts the flows with the first of them (app/export-action.tsx).
 */
export { ExportButton, type ExportButtonProps } from './ExportButton';
export type { ListApiQuery } from './export-filter';
export { exportsReducer } from './exports.slice';
export { exportsSaga } from './exports.saga';
export { EXPORTS } from './exports.state';
