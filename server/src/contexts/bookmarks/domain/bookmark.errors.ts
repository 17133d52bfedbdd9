import { BOOKMARK_LABEL_MAX, type ErrorCode, type ValidationKey } from '@kollab/contracts';

/** A rule of the bookmarks domain refused a command: no such bookmark of the caller, or a clash. */
export class BookmarkRefused extends Error {
  constructor(
    readonly reason: 'not_found' | 'conflict',
    readonly code: ErrorCode,
  ) {
    super(code);
    this.name = 'BookmarkRefused';
  }
}

/** A field breaks a rule the domain holds itself (also checked by the input class at the edge). */
export class BookmarkInvalid extends Error {
  readonly reason = 'invalid';
  constructor(
    readonly field: 'path' | 'label',
    readonly key: ErrorCode | ValidationKey,
    readonly params?: Record<string, number>,
  ) {
    super(`${field}: ${key}`);
    this.name = 'BookmarkInvalid';
  }
}

export const bookmarkNotFound = (): BookmarkRefused => new BookmarkRefused('not_found', 'bookmarks.bookmark_not_found');
export const bookmarkOfAnotherUser = (): BookmarkRefused => new BookmarkRefused('conflict', 'concurrency.wrong_expected_version');
export const pathInvalid = (): BookmarkInvalid => new BookmarkInvalid('path', 'bookmarks.path_invalid');
export const labelMissing = (): BookmarkInvalid => new BookmarkInvalid('label', 'validation.required');
export const labelTooLong = (): BookmarkInvalid => new BookmarkInvalid('label', 'validation.max_length', { max: BOOKMARK_LABEL_MAX });
