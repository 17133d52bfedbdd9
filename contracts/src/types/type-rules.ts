import { MaxLen, Pattern, Required, Text } from '../validation/rules';

/** The kinds of item types a manager configures (seed §3); each kind is its own list. */
export const TYPE_KINDS = ['contact', 'task', 'protocol', 'claim', 'offer'] as const;
export type TypeKind = (typeof TYPE_KINDS)[number];

/** Seed §5 and §9: titles (contact type labels) max 255, prefixes (short) max 5. */
export const TYPE_TITLE_MAX = 255;
export const TYPE_SHORT_MAX = 5;
/** Templates of task, protocol and offer types: sanitised rich text, at most 100,000 characters (about 100 kB). */
export const TYPE_TEMPLATE_MAX = 100_000;
/** Ids in paths and `parent_id` are UUIDs; anything longer cannot be one. */
export const TYPE_ID_MAX = 64;

/** Kinds whose types carry a prefix (`short`): every kind but claim types. */
export const hasShort = (kind: TypeKind): boolean => kind !== 'claim';
/** Kinds whose types carry a rich-text template. */
export const hasTemplate = (kind: TypeKind): boolean => kind === 'task' || kind === 'protocol' || kind === 'offer';

/**
 * The value titles and prefixes are unique by, per account and kind: case-insensitive
 * and without surrounding whitespace ("Kunde", " kunde " and "KUNDE" are one title).
 */
export function typeNameKey(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

const combine =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorator of decorators) decorator(target, property);
  };

/** A required title: text, not blank, max 255. */
export const TypeTitle = (): PropertyDecorator => combine(Required(), Text(), Pattern(/\S/, 'validation.required'), MaxLen(TYPE_TITLE_MAX));

/** A required prefix: text, not blank, max 5. */
export const TypeShort = (): PropertyDecorator => combine(Required(), Text(), Pattern(/\S/, 'validation.required'), MaxLen(TYPE_SHORT_MAX));
