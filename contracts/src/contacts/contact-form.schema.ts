import type { FieldError } from '../validation/validation-messages';
import { isYmdDate } from './contact.rules';

/**
 * The contact detail form (seed §3 "Form builder elements"): managers define elements,
 * contacts carry their values in `details` under each element's `key`. Pure rules, run by
 * the server (PUT of the schema, contact create and update) and by the client's form
 * builder and renderer alike.
 */
export const FORM_ELEMENT_TYPES = [
  'checkbox',
  'date',
  'date-time',
  'divider',
  'dropdown',
  'long-text',
  'short-text',
  'multiple',
  'number',
  'radio',
  'rating',
  'time',
  'user',
] as const;
export type FormElementType = (typeof FORM_ELEMENT_TYPES)[number];

/** Types whose value is one or more of the element's `options`. */
export const CHOICE_ELEMENT_TYPES: readonly FormElementType[] = ['dropdown', 'radio', 'multiple'];

export const FORM_ELEMENTS_MAX = 200;
/** Stable keys: lower-case letter first, then lower-case letters, digits and `_` (max 64). */
export const FORM_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const FORM_LABEL_MAX = 255;
export const FORM_HELPBLOCK_MAX = 1000;
export const FORM_PLACEHOLDER_MAX = 255;
export const FORM_OPTIONS_MAX = 100;
export const FORM_OPTION_MAX = 255;
export const RATING_MAX_MIN = 2;
export const RATING_MAX_MAX = 10;
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 10000;

/** One element of the schema as stored and shown. */
export interface FormElement {
  key: string;
  type: FormElementType;
  label: string;
  helpblock: string | null;
  placeholder: string | null;
  required: boolean;
  /** dropdown, radio and multiple only: the values to choose from. */
  options?: string[];
  /** rating only: the highest rating (the lowest is 1). */
  max?: number;
}

/** A value of `details`: text, number, flag or a list of options (multiple). */
export type DetailValue = string | number | boolean | string[];
export type ContactDetails = Record<string, DetailValue>;

export type FormErrors = Record<string, FieldError[]>;

const ELEMENT_PROPERTIES: readonly string[] = ['key', 'type', 'label', 'helpblock', 'placeholder', 'required', 'options', 'max'];

const isText = (value: unknown): value is string => typeof value === 'string';
const blankToNull = (value: unknown): string | null => (isText(value) && value.trim() !== '' ? value.trim() : null);

function add(errors: FormErrors, field: string, key: string, params?: FieldError['params']): void {
  (errors[field] ??= []).push(params ? { key, params } : { key });
}

/**
 * Checks a schema as sent (PUT v1/account_manager/contact_form) and returns it in its
 * stored form (texts trimmed, blanks null, properties that do not apply left out), or
 * the field errors, keyed `elements.<index>.<property>`.
 */
export function checkFormSchema(input: unknown): { elements: FormElement[]; errors: FormErrors } {
  const errors: FormErrors = {};
  if (!Array.isArray(input)) {
    add(errors, 'elements', 'validation.array');
    return { elements: [], errors };
  }
  if (input.length > FORM_ELEMENTS_MAX) add(errors, 'elements', 'validation.max', { max: FORM_ELEMENTS_MAX });
  const seen = new Set<string>();
  const elements = input.map((raw, index) => {
    const at = `elements.${index}`;
    const element = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    for (const property of Object.keys(element)) {
      if (!ELEMENT_PROPERTIES.includes(property)) add(errors, `${at}.${property}`, 'validation.unknown_field');
    }
    const type = element.type as FormElementType;
    if (!(FORM_ELEMENT_TYPES as readonly unknown[]).includes(type)) add(errors, `${at}.type`, 'validation.one_of');
    const key = element.key;
    if (!isText(key) || key === '') add(errors, `${at}.key`, 'validation.required');
    else if (!FORM_KEY_PATTERN.test(key)) add(errors, `${at}.key`, 'contacts.form_key_invalid');
    else if (seen.has(key)) add(errors, `${at}.key`, 'contacts.form_key_duplicate');
    else seen.add(key);

    const label = blankToNull(element.label);
    // A divider may stand without a heading; every element with a value needs a label.
    if (label === null && type !== 'divider') add(errors, `${at}.label`, 'validation.required');
    checkText(errors, `${at}.label`, element.label, FORM_LABEL_MAX);
    checkText(errors, `${at}.helpblock`, element.helpblock, FORM_HELPBLOCK_MAX);
    checkText(errors, `${at}.placeholder`, element.placeholder, FORM_PLACEHOLDER_MAX);
    if (element.required !== undefined && element.required !== null && typeof element.required !== 'boolean') {
      add(errors, `${at}.required`, 'validation.boolean');
    }
    if (type === 'divider' && element.required === true) add(errors, `${at}.required`, 'contacts.form_divider_has_no_value');

    const stored: FormElement = {
      key: isText(key) ? key : '',
      type,
      label: label ?? '',
      helpblock: blankToNull(element.helpblock),
      placeholder: blankToNull(element.placeholder),
      required: element.required === true,
    };
    if (CHOICE_ELEMENT_TYPES.includes(type)) stored.options = checkOptions(errors, `${at}.options`, element.options);
    else if (element.options !== undefined && element.options !== null) add(errors, `${at}.options`, 'validation.unknown_field');
    if (type === 'rating') stored.max = checkRatingMax(errors, `${at}.max`, element.max);
    else if (element.max !== undefined && element.max !== null) add(errors, `${at}.max`, 'validation.unknown_field');
    return stored;
  });
  return { elements, errors };
}

function checkText(errors: FormErrors, field: string, value: unknown, max: number): void {
  if (value === undefined || value === null) return;
  if (!isText(value)) add(errors, field, 'validation.string');
  else if (value.trim().length > max) add(errors, field, 'validation.max_length', { max });
}

function checkOptions(errors: FormErrors, field: string, value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    add(errors, field, 'contacts.form_options_required');
    return [];
  }
  if (value.length > FORM_OPTIONS_MAX) add(errors, field, 'validation.max', { max: FORM_OPTIONS_MAX });
  const options = value.map((option) => (isText(option) ? option.trim() : ''));
  options.forEach((option, i) => {
    if (option === '') add(errors, `${field}.${i}`, 'validation.required');
    else if (option.length > FORM_OPTION_MAX) add(errors, `${field}.${i}`, 'validation.max_length', { max: FORM_OPTION_MAX });
    else if (options.indexOf(option) !== i) add(errors, `${field}.${i}`, 'contacts.form_option_duplicate');
  });
  return options;
}

function checkRatingMax(errors: FormErrors, field: string, value: unknown): number {
  if (value === undefined || value === null) add(errors, field, 'validation.required');
  else if (!Number.isInteger(value)) add(errors, field, 'validation.integer');
  else if ((value as number) < RATING_MAX_MIN) add(errors, field, 'validation.min', { min: RATING_MAX_MIN });
  else if ((value as number) > RATING_MAX_MAX) add(errors, field, 'validation.max', { max: RATING_MAX_MAX });
  return Number.isInteger(value) ? (value as number) : 0;
}

/** A value counts as given unless it is undefined, null, blank text or an empty list. */
export function hasDetailValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (isText(value)) return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** ISO 8601 date and time with a zone (`2024-05-01T09:30:00Z`, `2024-05-01T09:30+02:00`). */
export function isIsoDateTime(value: unknown): boolean {
  return isText(value) && DATE_TIME.test(value) && isYmdDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** HH:mm, 00:00 to 23:59. */
export const isTimeOfDay = (value: unknown): boolean => isText(value) && TIME.test(value);

/**
 * The errors of one element's value (none when it is fine). Whether a `user` value is an
 * active member is for the server to say; here it only has to be an id.
 */
export function checkDetailValue(element: FormElement, value: unknown): FieldError[] {
  if (element.type === 'divider') return value === undefined ? [] : [{ key: 'contacts.form_divider_has_no_value' }];
  // A required checkbox must be ticked; an optional one may be false.
  const given = element.type === 'checkbox' ? value === true || (value === false && !element.required) : hasDetailValue(value);
  if (!given) {
    if (element.type === 'checkbox' && value !== undefined && value !== null && typeof value !== 'boolean') return [{ key: 'validation.boolean' }];
    return element.required ? [{ key: 'validation.required' }] : [];
  }
  switch (element.type) {
    case 'checkbox':
      return [];
    case 'date':
      return isYmdDate(value) ? [] : [{ key: 'validation.date' }];
    case 'date-time':
      return isIsoDateTime(value) ? [] : [{ key: 'contacts.date_time_invalid' }];
    case 'time':
      return isTimeOfDay(value) ? [] : [{ key: 'contacts.time_invalid' }];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [{ key: 'contacts.number_invalid' }];
    case 'rating': {
      if (!Number.isInteger(value)) return [{ key: 'validation.integer' }];
      const max = element.max ?? RATING_MAX_MAX;
      if ((value as number) < 1) return [{ key: 'validation.min', params: { min: 1 } }];
      return (value as number) > max ? [{ key: 'validation.max', params: { max } }] : [];
    }
    case 'dropdown':
    case 'radio':
      return isText(value) && (element.options ?? []).includes(value) ? [] : [{ key: 'validation.one_of' }];
    case 'multiple': {
      if (!Array.isArray(value)) return [{ key: 'validation.array' }];
      const options = element.options ?? [];
      const fine = value.every((item, i) => isText(item) && options.includes(item) && value.indexOf(item) === i);
      return fine ? [] : [{ key: 'validation.one_of' }];
    }
    case 'short-text':
    case 'long-text': {
      if (!isText(value)) return [{ key: 'validation.string' }];
      const max = element.type === 'short-text' ? SHORT_TEXT_MAX : LONG_TEXT_MAX;
      return value.length > max ? [{ key: 'validation.max_length', params: { max } }] : [];
    }
    case 'user':
      return isText(value) ? [] : [{ key: 'contacts.member_not_active' }];
    default: {
      const unknown: never = element.type;
      return unknown;
    }
  }
}

/**
 * `details` against the schema: each element's value, and no key the schema does not
 * have. Errors are keyed `details.<key>`.
 */
export function checkDetails(elements: readonly FormElement[], details: Record<string, unknown>): FormErrors {
  const errors: FormErrors = {};
  const byKey = new Map(elements.map((element) => [element.key, element]));
  for (const key of Object.keys(details)) {
    if (!byKey.has(key)) add(errors, `details.${key}`, 'validation.unknown_field');
  }
  for (const element of elements) {
    const found = checkDetailValue(element, details[element.key]);
    if (found.length) errors[`details.${element.key}`] = found;
  }
  return errors;
}

/** The values kept of valid details: those given (an unticked optional checkbox stays false). */
export function keptDetails(elements: readonly FormElement[], details: Record<string, unknown>): ContactDetails {
  const kept: ContactDetails = {};
  for (const element of elements) {
    const value = details[element.key];
    if (element.type !== 'divider' && (hasDetailValue(value) || typeof value === 'boolean')) {
      kept[element.key] = typeof value === 'string' ? value.trim() : (value as DetailValue);
    }
  }
  return kept;
}

/** The member ids that `user` elements name (the server checks they are active members). */
export function detailUserIds(elements: readonly FormElement[], details: Record<string, unknown>): string[] {
  return elements.filter((element) => element.type === 'user' && isText(details[element.key])).map((element) => details[element.key] as string);
}
