import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  CONTACT_ORDERS,
  CONTACT_TEXT_MAX,
  CONTACT_UID_MAX,
  CONTACT_UID_MIN,
  FORM_ELEMENT_TYPES,
  FORM_ELEMENTS_MAX,
  FORM_HELPBLOCK_MAX,
  FORM_KEY_PATTERN,
  FORM_LABEL_MAX,
  FORM_PLACEHOLDER_MAX,
  GENDERS,
  RATING_MAX_MAX,
  RATING_MAX_MIN,
} from '@kollab/contracts';
import { historySchema, pageSchema } from '../../../core/http/openapi-schemas';

// OpenAPI shapes of the contacts routes (the contract classes carry no swagger decorators).

const text = (description?: string): SchemaObject => ({ type: 'string', maxLength: CONTACT_TEXT_MAX, ...(description ? { description } : {}) });
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });
const page = (items: SchemaObject): SchemaObject => pageSchema(items);

const ADDRESS_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['street', 'zip', 'city', 'country'],
  properties: {
    street: text(),
    zip: { type: 'string', pattern: '^\\d{3,10}$', description: '3 to 10 digits' },
    city: text(),
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 (GET v1/static_content/countries)', example: 'DE' },
  },
};

const DETAILS_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: true,
  description:
    'Values by element key of the contact form: checkbox boolean, date YYYY-MM-DD, date-time ISO 8601 with zone, time HH:mm, number, ' +
    'rating 1..max, dropdown/radio one option, multiple a list of options, short-text (255) / long-text (10000) text, user an active member id; ' +
    'no divider keys and no unknown keys (422 `details.<key>`)',
};

export const CONTACT_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  description:
    'ContactInput. Empty, null and 0 values are stripped first (recursively on POST, top level on PUT); `number` may come as a number. ' +
    'PUT replaces every field: an optional field left out is cleared. Unknown fields are refused.',
  required: ['name', 'number', 'type', 'address', 'uid'],
  properties: {
    name: text(),
    number: text('Unique in the account (case-insensitive): 422 number "A contact with this number already exists"'),
    type: { type: 'string', description: 'Id of one of the account\'s contact types' },
    address: ADDRESS_SCHEMA,
    homepage: text('Absolute http(s) URL'),
    uid: { type: 'string', description: `VAT id: ${CONTACT_UID_MIN} to ${CONTACT_UID_MAX} letters or digits once spaces are removed; stored without spaces, upper case` },
    contact_since: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
    account_manager: { type: 'string', description: 'User id of an active member (not a portal user)' },
    key_account_manager: { type: 'string', description: 'User id of an active member (not a portal user)' },
    details: DETAILS_SCHEMA,
  },
};

export const PERSON_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'ContactPersonInput; empties stripped like a contact (PUT replaces every field)',
  required: ['name'],
  properties: {
    name: text(),
    salutation: text(),
    gender: { type: 'string', enum: [...GENDERS] },
    date_of_birth: { type: 'string', format: 'date', description: 'YYYY-MM-DD, an age of 14 to 120' },
    email: { type: 'string', format: 'email', maxLength: CONTACT_TEXT_MAX },
    phone: text(),
    mobile: text(),
    role: text(),
    account_manager: { type: 'string', description: 'User id of an active member (not a portal user)' },
  },
};

export const PERSON_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    ...Object.fromEntries(
      ['salutation', 'gender', 'date_of_birth', 'email', 'phone', 'mobile', 'role', 'account_manager'].map((field) => [field, nullable({ type: 'string' })]),
    ),
  },
};

export const CONTACT_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    number: { type: 'string' },
    type: { type: 'string' },
    address: ADDRESS_SCHEMA,
    homepage: nullable({ type: 'string' }),
    uid: { type: 'string' },
    contact_since: nullable({ type: 'string', format: 'date' }),
    account_manager: nullable({ type: 'string' }),
    key_account_manager: nullable({ type: 'string' }),
    details: DETAILS_SCHEMA,
    logo: nullable({ type: 'string', example: '/api/v1/files/0b7f…', description: 'Download address (GET v1/files/{id})' }),
    persons: { type: 'array', items: PERSON_VIEW_SCHEMA },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    version: { type: 'integer' },
  },
};

export const CONTACT_LIST_SCHEMA = page(CONTACT_VIEW_SCHEMA);
export const PERSON_LIST_SCHEMA = page(PERSON_VIEW_SCHEMA);
export const LINKED_ITEMS_SCHEMA = page({ type: 'object', properties: { id: { type: 'string' } } });

export const CONTACT_ORDER_SCHEMA: SchemaObject = { type: 'string', enum: [...CONTACT_ORDERS], default: 'name' };

export const CONTACT_NUMBER_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { number: { type: 'string' }, taken: { type: 'boolean' }, contact_id: nullable({ type: 'string', format: 'uuid' }) },
};

const FORM_ELEMENT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['key', 'type', 'label'],
  properties: {
    key: { type: 'string', pattern: FORM_KEY_PATTERN.source, description: 'Stable and unique in the form: details are stored under it' },
    type: { type: 'string', enum: [...FORM_ELEMENT_TYPES] },
    label: { type: 'string', maxLength: FORM_LABEL_MAX, description: 'Required except for a divider' },
    helpblock: nullable({ type: 'string', maxLength: FORM_HELPBLOCK_MAX }),
    placeholder: nullable({ type: 'string', maxLength: FORM_PLACEHOLDER_MAX }),
    required: { type: 'boolean', description: 'A required checkbox must be ticked; never on a divider' },
    options: { type: 'array', items: { type: 'string' }, description: 'dropdown, radio, multiple only: 1 to 100 distinct texts' },
    max: { type: 'integer', minimum: RATING_MAX_MIN, maximum: RATING_MAX_MAX, description: 'rating only' },
  },
};

export const CONTACT_FORM_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['elements'],
  properties: { elements: { type: 'array', maxItems: FORM_ELEMENTS_MAX, items: FORM_ELEMENT_SCHEMA } },
};

export const CONTACT_FORM_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The account id' },
    elements: { type: 'array', items: FORM_ELEMENT_SCHEMA },
    version: { type: 'integer', description: '0 until a manager saved a schema' },
    updated_at: nullable({ type: 'string', format: 'date-time' }),
  },
};

export const HISTORY_SCHEMA = historySchema({ eventExample: 'ContactPersonChanged', fieldExample: 'persons.<id>.email' });
export { WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';
