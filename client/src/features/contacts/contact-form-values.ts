import dayjs from 'dayjs';
import { validateSync, type ValidationError } from 'class-validator';
import {
  checkDetails,
  ContactAddressInput,
  ContactInput,
  ContactPersonInput,
  contactSaveBody,
  stripEmpty,
  type ContactPersonView,
  type ContactView,
  type DetailValue,
  type FieldError,
  type FormElement,
  type Locale,
} from '@kollab/contracts';
import { ruleText, validateWith, type FieldMessages } from '../../lib/validation';

/** A custom detail as the form holds it: texts as typed (numbers too), ticks, picked options, a rating. */
export type DetailInput = string | boolean | string[] | number | null;

/** The contact dialog's values: every field as text (address flattened), the custom details by key. */
export interface ContactFormValues {
  name: string;
  number: string;
  type: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  homepage: string;
  uid: string;
  /** YYYY-MM-DD (a date input). */
  contact_since: string;
  account_manager: string;
  key_account_manager: string;
  details: Record<string, DetailInput>;
}

/** The form's field of a server field error (`address.zip` is the zip field). */
export const fieldOfError = (field: string): string => (field.startsWith('address.') ? field.slice('address.'.length) : field);

const LOCAL_DATE_TIME = 'YYYY-MM-DDTHH:mm';

/** A stored detail value as the form shows it (a date-time in local time for its input). */
function detailInput(element: FormElement, value: DetailValue | undefined): DetailInput {
  if (value === undefined) return element.type === 'multiple' ? [] : element.type === 'checkbox' ? false : element.type === 'rating' ? null : '';
  if (element.type === 'date-time' && typeof value === 'string') return dayjs(value).isValid() ? dayjs(value).format(LOCAL_DATE_TIME) : value;
  if (element.type === 'number' && typeof value === 'number') return String(value);
  return value;
}

/** The dialog's starting values: a new contact (empty) or the one edited. */
export function contactFormValues(view: ContactView | null, elements: readonly FormElement[]): ContactFormValues {
  const details = Object.fromEntries(
    elements.filter((element) => element.type !== 'divider').map((element) => [element.key, detailInput(element, view?.details[element.key])]),
  );
  return {
    name: view?.name ?? '',
    number: view?.number ?? '',
    type: view?.type ?? '',
    street: view?.address.street ?? '',
    zip: view?.address.zip ?? '',
    city: view?.address.city ?? '',
    country: view?.address.country ?? '',
    homepage: view?.homepage ?? '',
    uid: view?.uid ?? '',
    contact_since: view?.contact_since ?? '',
    account_manager: view?.account_manager ?? '',
    key_account_manager: view?.key_account_manager ?? '',
    details,
  };
}

/** A detail's value as sent: numbers parsed, date-times with their zone, nothing for an empty field. */
function detailValue(element: FormElement, input: DetailInput | undefined): unknown {
  if (input === undefined || input === null) return undefined;
  if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return undefined;
    if (element.type === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
    if (element.type === 'date-time') return dayjs(text).isValid() ? dayjs(text).toISOString() : text;
    return text;
  }
  if (Array.isArray(input)) return input.length ? input : undefined;
  // an unticked checkbox is a value (false): the server keeps it
  return input;
}

/** The details as sent: the values of the schema's elements, empty ones left out. */
export function detailsBody(elements: readonly FormElement[], details: Record<string, DetailInput>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const element of elements) {
    if (element.type === 'divider') continue;
    const value = detailValue(element, details[element.key]);
    if (value !== undefined) body[element.key] = value;
  }
  return body;
}

/** The save body (contracts `contactSaveBody`: empties stripped, deep on create; number as text). */
export function contactBody(values: ContactFormValues, elements: readonly FormElement[], mode: 'create' | 'edit'): Partial<ContactInput> {
  const raw = {
    name: values.name.trim(),
    number: values.number.trim(),
    type: values.type,
    address: { street: values.street.trim(), zip: values.zip.trim(), city: values.city.trim(), country: values.country },
    homepage: values.homepage.trim(),
    uid: values.uid.trim(),
    contact_since: values.contact_since,
    account_manager: values.account_manager,
    key_account_manager: values.key_account_manager,
    details: detailsBody(elements, values.details),
  };
  return contactSaveBody(raw, mode === 'create' ? 'create' : 'update') as Partial<ContactInput>;
}

/** The text of a contracts FieldError (`{ key, params }`) in the form's language. */
export function fieldErrorText(error: FieldError, locale: Locale): string {
  const params = error.params ? Object.entries(error.params).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`) : [];
  return ruleText(params.length ? `${error.key}?${params.join('&')}` : error.key, locale);
}

function collect(errors: ValidationError[], prefix: string, locale: Locale, into: FieldMessages) {
  for (const error of errors) {
    const field = `${prefix}${error.property}`;
    const constraints = error.constraints ?? {};
    const first = constraints.isNotEmpty ?? Object.values(constraints)[0];
    if (first && !into[field]) into[field] = ruleText(first, locale);
    if (error.children?.length) collect(error.children, `${field}.`, locale, into);
  }
}

const ADDRESS_FIELDS = ['street', 'zip', 'city', 'country'] as const;

/**
 * The contracts' rules on the save body (the same the server applies after the same
 * normalisation), keyed by the form's fields: `zip`, `street`, … for the address,
 * `details.<key>` for the custom details.
 */
export function contactMessages(body: Partial<ContactInput>, elements: readonly FormElement[], locale: Locale): FieldMessages {
  const input = Object.assign(new ContactInput(), body, {
    address: body.address ? Object.assign(new ContactAddressInput(), body.address) : undefined,
  });
  const found: FieldMessages = {};
  collect(validateSync(input), '', locale, found);
  const messages: FieldMessages = {};
  for (const [field, text] of Object.entries(found)) {
    if (field === 'address') {
      // no address at all: each of its required fields says so
      for (const part of ADDRESS_FIELDS) messages[part] ??= ruleText('validation.required', locale);
    } else if (field !== 'details') {
      messages[fieldOfError(field)] = text;
    }
  }
  for (const [field, errors] of Object.entries(checkDetails(elements, (body.details as Record<string, unknown> | undefined) ?? {}))) {
    if (errors[0]) messages[field] = fieldErrorText(errors[0], locale);
  }
  return messages;
}

/** The server's 422 field errors by the form's field (the first text of each). */
export function serverMessages(fieldErrors: Record<string, string[]> | null): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, texts] of Object.entries(fieldErrors ?? {})) if (texts[0]) messages[fieldOfError(field)] ??= texts[0];
  return messages;
}

/** The person dialog's values (all text). */
export type PersonFormValues = Record<
  'name' | 'salutation' | 'gender' | 'date_of_birth' | 'email' | 'phone' | 'mobile' | 'role' | 'account_manager',
  string
>;

export const PERSON_FIELDS: ReadonlyArray<keyof PersonFormValues> = [
  'name',
  'salutation',
  'gender',
  'date_of_birth',
  'email',
  'phone',
  'mobile',
  'role',
  'account_manager',
];

export function personFormValues(person: ContactPersonView | null): PersonFormValues {
  return Object.fromEntries(PERSON_FIELDS.map((field) => [field, person?.[field] ?? ''])) as PersonFormValues;
}

/** The person's save body (empties stripped) and its messages by the contracts' rules. */
export function personBody(values: PersonFormValues): Partial<ContactPersonInput> {
  const trimmed = Object.fromEntries(PERSON_FIELDS.map((field) => [field, values[field].trim()]));
  return stripEmpty(trimmed, { deep: false }) as Partial<ContactPersonInput>;
}

export function personMessages(body: Partial<ContactPersonInput>, locale: Locale): FieldMessages {
  return validateWith(ContactPersonInput, body, locale);
}
