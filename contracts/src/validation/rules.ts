import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Max,
  MaxLength,
  Min,
  MinLength,
  Matches,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import type { ValidationKey } from './validation-messages';

/**
 * class-validator decorators that carry our message keys (`validation.*`), so the
 * server's 422 and the client's form show the same text in the same language.
 * Constraint values travel in the error as params ({max}, {min}).
 */
const key = (k: ValidationKey, extra?: ValidationOptions): ValidationOptions => ({ message: k, ...extra });

/**
 * A message key with the constraint's values, as `key?name=value`: the server's
 * validation pipe splits it into a FieldError ({ key, params }).
 */
const keyWith =
  (k: ValidationKey, names: readonly string[]): ValidationOptions['message'] =>
  (args) =>
    `${k}?${names.map((name, i) => `${name}=${encodeURIComponent(String(args.constraints[i]))}`).join('&')}`;

export const Required = (): PropertyDecorator => IsNotEmpty(key('validation.required'));
export const Optional = (): PropertyDecorator => IsOptional();
/** Validates the field only when it is not undefined (PATCH bodies). */
export const WhenPresent = (): PropertyDecorator => ValidateIf((_, value) => value !== undefined);
export const Text = (): PropertyDecorator => IsString(key('validation.string'));
export const MaxLen = (max: number): PropertyDecorator => MaxLength(max, { message: keyWith('validation.max_length', ['max']) });
export const MinLen = (min: number): PropertyDecorator => MinLength(min, { message: keyWith('validation.min_length', ['min']) });
export const LengthBetween = (min: number, max: number): PropertyDecorator =>
  Length(min, max, { message: keyWith('validation.length', ['min', 'max']) });
export const Email = (): PropertyDecorator => IsEmail({}, key('validation.email'));
export const Url = (): PropertyDecorator => IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, key('validation.url'));
export const OneOf = (values: readonly unknown[]): PropertyDecorator => IsIn([...values], key('validation.one_of'));
export const Bool = (): PropertyDecorator => IsBoolean(key('validation.boolean'));
export const Int = (): PropertyDecorator => IsInt(key('validation.integer'));
export const AtLeast = (min: number): PropertyDecorator => Min(min, { message: keyWith('validation.min', ['min']) });
export const AtMost = (max: number): PropertyDecorator => Max(max, { message: keyWith('validation.max', ['max']) });
export const List = (maxItems = 1000): PropertyDecorator => {
  const isArray = IsArray(key('validation.array'));
  const size = ArrayMaxSize(maxItems, { message: keyWith('validation.max', ['max']) });
  return (target, property) => {
    isArray(target, property);
    size(target, property);
  };
};
/** The longest id a request may name (ids are uuids or short made-up keys). */
export const ID_MAX = 64;

/**
 * A list of distinct ids (members, teams, types, contacts), each a non-blank string of at most
 * ID_MAX: checked against the account on the server (`idList`).
 */
export const IdList = (maxItems: number): PropertyDecorator => {
  const list = List(maxItems);
  const unique = ArrayUnique({ message: 'validation.invalid' });
  const each = ValidateBy({
    name: 'idList',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((id) => typeof id === 'string' && id.trim() !== '' && id.length <= ID_MAX),
      defaultMessage: () => 'validation.invalid',
    },
  });
  return (target, property) => {
    list(target, property);
    unique(target, property);
    each(target, property);
  };
};
export const Pattern = (pattern: RegExp, messageKey: string = 'validation.invalid'): PropertyDecorator => Matches(pattern, { message: messageKey });

/**
 * The field belongs to the objects whose `field` is `value` only (a weekday to a weekly rule):
 * given with another, it is `messageKey`.
 */
export const OnlyWhen = (field: string, value: unknown, messageKey: string): PropertyDecorator =>
  ValidateBy({
    name: 'onlyWhen',
    constraints: [field, value],
    validator: { validate: (_value, args) => !!args && (args.object as Record<string, unknown>)[field] === value, defaultMessage: () => messageKey },
  });
