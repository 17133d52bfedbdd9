export { ProfilePage, type ProfilePageProps } from './ProfilePage';
export * from './profile.slice';
export { profileSaga } from './profile.saga';
export { default as profileDe } from './i18n/de.json';
export { default as profileEn } from './i18n/en.json';
