/** The teams screen, apart from index.ts so the app can load it lazily. */
export { TeamsPage } from './TeamsPage';
