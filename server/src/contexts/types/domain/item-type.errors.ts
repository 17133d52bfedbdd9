import { TYPE_SHORT_MAX, TYPE_TEMPLATE_MAX, TYPE_TITLE_MAX, type ErrorCode, type FieldError, type ValidationKey } from '@kollab/contracts';

/** A rule of the types domain refused a command: no such type of that kind, or a clash (with the field it concerns). */
export class TypeRefused extends Error {
  constructor(
    readonly reason: 'not_found' | 'conflict',
    readonly code: ErrorCode,
    readonly detail?: { field: string; error: FieldError },
  ) {
    super(code);
    this.name = 'TypeRefused';
  }
}

/** A field breaks a rule the domain holds itself (most are also checked by the input classes at the edge). */
export class TypeInvalid extends Error {
  readonly reason = 'invalid';
  constructor(
    readonly field: 'title' | 'short' | 'template' | 'parent_id',
    readonly key: ErrorCode | ValidationKey,
    readonly params?: Record<string, number>,
  ) {
    super(`${field}: ${key}`);
    this.name = 'TypeInvalid';
  }
}

export const typeNotFound = (): TypeRefused => new TypeRefused('not_found', 'types.type_not_found');
export const typeExists = (): TypeRefused => new TypeRefused('conflict', 'concurrency.wrong_expected_version');
export const typeInUse = (count: number): TypeRefused =>
  new TypeRefused('conflict', 'types.type_in_use', {
    field: 'usage',
    error: count === 1 ? { key: 'types.used_by_item', params: { count } } : { key: 'types.used_by_items', params: { count } },
  });
export const claimTypeHasChildren = (): TypeRefused => new TypeRefused('conflict', 'types.claim_type_has_children');

export const titleMissing = (): TypeInvalid => new TypeInvalid('title', 'validation.required');
export const titleTooLong = (): TypeInvalid => new TypeInvalid('title', 'validation.max_length', { max: TYPE_TITLE_MAX });
export const shortMissing = (): TypeInvalid => new TypeInvalid('short', 'validation.required');
export const shortTooLong = (): TypeInvalid => new TypeInvalid('short', 'validation.max_length', { max: TYPE_SHORT_MAX });
export const templateTooLong = (): TypeInvalid => new TypeInvalid('template', 'validation.max_length', { max: TYPE_TEMPLATE_MAX });
export const parentNotFound = (): TypeInvalid => new TypeInvalid('parent_id', 'types.parent_not_found');
export const parentCycle = (): TypeInvalid => new TypeInvalid('parent_id', 'types.parent_cycle');
