import { TYPE_SHORT_MAX, TYPE_TEMPLATE_MAX, TYPE_TITLE_MAX, DomainRefusal } from '@kollab/contracts';

export const typeNotFound = (): DomainRefusal => DomainRefusal.notFound('types.type_not_found');
export const typeExists = (): DomainRefusal => DomainRefusal.conflict('concurrency.wrong_expected_version');
/** A type still in use: 409 with the count on `usage`. */
export const typeInUse = (count: number): DomainRefusal =>
  new DomainRefusal('conflict', 'types.type_in_use', {
    usage: [count === 1 ? { key: 'types.used_by_item', params: { count } } : { key: 'types.used_by_items', params: { count } }],
  });
export const claimTypeHasChildren = (): DomainRefusal => DomainRefusal.conflict('types.claim_type_has_children');

export const titleMissing = (): DomainRefusal => DomainRefusal.field('title', 'validation.required');
export const titleTooLong = (): DomainRefusal => DomainRefusal.field('title', 'validation.max_length', { max: TYPE_TITLE_MAX });
export const shortMissing = (): DomainRefusal => DomainRefusal.field('short', 'validation.required');
export const shortTooLong = (): DomainRefusal => DomainRefusal.field('short', 'validation.max_length', { max: TYPE_SHORT_MAX });
export const templateTooLong = (): DomainRefusal => DomainRefusal.field('template', 'validation.max_length', { max: TYPE_TEMPLATE_MAX });
export const parentNotFound = (): DomainRefusal => DomainRefusal.field('parent_id', 'types.parent_not_found');
export const parentCycle = (): DomainRefusal => DomainRefusal.field('parent_id', 'types.parent_cycle');
