/** Members management (manager area): slice and saga (the panel: screens.ts, loaded lazily). */
export * from './members.slice';
export { membersSaga } from './members.saga';
export { default as membersDe } from './i18n/de.json';
export { default as membersEn } from './i18n/en.json';
