/** The members screens, apart from index.ts so the app can load them lazily. */
export { MembersPanel } from './MembersPanel';
