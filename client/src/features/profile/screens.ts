/** The profile page, apart from index.ts so the app loads it lazily. */
export { ProfilePage, type ProfilePageProps } from './ProfilePage';
