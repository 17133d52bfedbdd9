/** The news feature's public face (what's new: drawer and badge). */
export * from './news.slice';
export { newsSaga, NEWS_SEEN_KEY } from './news.saga';
export { NewsButton } from './NewsButton';
export { NewsDrawer } from './NewsDrawer';
export { default as newsDe } from './i18n/de.json';
export { default as newsEn } from './i18n/en.json';
