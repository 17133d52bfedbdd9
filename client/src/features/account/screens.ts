/** The account screens, apart from index.ts so the app can load them lazily. */
export { AccountSettings } from './AccountSettings';
