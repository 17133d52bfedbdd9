/** Limits of bookmarks: text fields max 255 (seed §9). */
export const BOOKMARK_PATH_MAX = 255;
export const BOOKMARK_LABEL_MAX = 255;

/**
 * An app-internal path: starts with one '/', never '//' (a protocol-relative URL would
 * leave the app), and holds no backslash, whitespace or control character (browsers
 * read '/\\host' as a host too). So no scheme and no host can get in.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
export const BOOKMARK_PATH_PATTERN = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

export function isAppPath(path: string): boolean {
  return path.length <= BOOKMARK_PATH_MAX && BOOKMARK_PATH_PATTERN.test(path);
}
