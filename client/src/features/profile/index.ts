/** The profile feature: slice and saga (the page: screens.ts, loaded lazily). */
export * from './profile.slice';
export { profileSaga } from './profile.saga';
export { default as profileDe } from './i18n/de.json';
export { default as profileEn } from './i18n/en.json';
