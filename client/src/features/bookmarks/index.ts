/** The bookmarks feature's public face (seed §2 Shell: star, draft, list). */
export * from './bookmarks.slice';
export { bookmarksSaga } from './bookmarks.saga';
export { BookmarksBar } from './BookmarksBar';
export { BookmarkStar } from './BookmarkStar';
export { BookmarksMenu } from './BookmarksMenu';
export { default as bookmarksDe } from './i18n/de.json';
export { default as bookmarksEn } from './i18n/en.json';
