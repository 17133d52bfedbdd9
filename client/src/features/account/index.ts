/** The manager's own account: slice and saga (the screen: screens.ts, loaded lazily). */
export * from './account.slice';
export { accountSaga } from './account.saga';
export { default as accountDe } from './i18n/de.json';
export { default as accountEn } from './i18n/en.json';
