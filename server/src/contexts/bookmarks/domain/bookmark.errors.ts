import { BOOKMARK_LABEL_MAX, DomainRefusal } from '@kollab/contracts';

export const bookmarkNotFound = (): DomainRefusal => DomainRefusal.notFound('bookmarks.bookmark_not_found');
export const bookmarkOfAnotherUser = (): DomainRefusal => DomainRefusal.conflict('concurrency.wrong_expected_version');
export const pathInvalid = (): DomainRefusal => DomainRefusal.field('path', 'bookmarks.path_invalid');
export const labelMissing = (): DomainRefusal => DomainRefusal.field('label', 'validation.required');
export const labelTooLong = (): DomainRefusal => DomainRefusal.field('label', 'validation.max_length', { max: BOOKMARK_LABEL_MAX });
