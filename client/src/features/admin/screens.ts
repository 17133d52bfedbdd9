/** The admin screens, apart from index.ts so the app can load them lazily. */
export { AdminAccountsPage } from './AdminAccountsPage';
export { AdminAccountPage } from './AdminAccountPage';
export { UpdatesPage } from './UpdatesPage';
