/** Limits of updates (news). The members' list shows at most 10 (seed §9). */
export const UPDATE_LIST_LIMIT = 10;
/** Seed §6 `{product}.update_news`: the account's members get what's new (drawer and GET v2/updates) only with it. */
export const UPDATE_NEWS_FLAG = 'kollab.update_news';
export const UPDATE_TITLE_MAX = 255;
/** The body of an update is long text, not a "text field" of seed §9. */
export const UPDATE_TEXT_MAX = 10_000;
export const UPDATE_IMAGE_URL_MAX = 2048;
/** The latest millisecond a JavaScript Date can hold. */
export const UPDATE_DATE_MAX = 8_640_000_000_000_000;
/** Page size of the admin list when none is asked for, and its maximum. */
export const ADMIN_UPDATE_PAGE_SIZE = 25;
export const ADMIN_UPDATE_PAGE_MAX = 100;
