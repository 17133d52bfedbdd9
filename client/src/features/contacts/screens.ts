/** The contacts screens and their saga, apart from index.ts so the app loads them on first use. */
export { ContactsPage } from './ContactsPage';
export { ContactPage } from './ContactPage';
export { contactsSaga } from './contacts.saga';
