import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { TYPE_ID_MAX, TYPE_SHORT_MAX, TYPE_TEMPLATE_MAX, TYPE_TITLE_MAX, type TypeKind } from '@kollab/contracts';
import { PAGE_META_SCHEMA, WRITE_RESULT_SCHEMA, historySchema } from '../../../core/http/openapi-schemas';

// OpenAPI shapes of the type routes (the contract classes carry no swagger decorators).

const TITLE: SchemaObject = { type: 'string', maxLength: TYPE_TITLE_MAX, description: 'unique per account and kind (case and surrounding blanks ignored)' };
const SHORT: SchemaObject = { type: 'string', maxLength: TYPE_SHORT_MAX, description: 'prefix of item numbers; unique like the title' };
const TEMPLATE: SchemaObject = {
  type: 'string',
  nullable: true,
  maxLength: TYPE_TEMPLATE_MAX,
  description: 'rich text (HTML), sanitised on write with an allowlist (core/rich-text); null or blank clears it; absent on PUT keeps it',
};
const IS_CLAIM: SchemaObject = { type: 'boolean', description: 'tasks of this type are claims; false when absent on POST, kept on PUT' };
const PARENT_ID: SchemaObject = {
  type: 'string',
  format: 'uuid',
  nullable: true,
  maxLength: TYPE_ID_MAX,
  description: 'a live claim type of the account (null: the root); absent on PUT keeps the place; no move below itself or its sub-types',
};

const FIELDS: Record<TypeKind, Record<string, SchemaObject>> = {
  contact: { title: { ...TITLE, description: `the label; ${TITLE.description}` }, short: SHORT },
  task: { title: TITLE, short: SHORT, template: TEMPLATE, is_claim: IS_CLAIM },
  protocol: { title: TITLE, short: SHORT, template: TEMPLATE },
  claim: { title: TITLE, parent_id: PARENT_ID },
};

export const typeInputSchema = (kind: TypeKind, input: string): SchemaObject => ({
  type: 'object',
  description: input,
  required: kind === 'claim' ? ['title'] : ['title', 'short'],
  properties: FIELDS[kind],
});

export const typeViewSchema = (kind: TypeKind): SchemaObject => ({
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: [kind] },
    ...FIELDS[kind],
    version: { type: 'integer', description: 'send as If-Match on PUT' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
});

export const typeListSchema = (kind: TypeKind): SchemaObject => {
  const view = typeViewSchema(kind);
  const node: SchemaObject = { ...view, properties: { ...view.properties, children: { type: 'array', items: { type: 'object' }, description: 'sub-types, the same shape' } } };
  return {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: kind === 'claim' ? { oneOf: [view, node] } : view,
        description: kind === 'claim' ? 'flat list with parent_id; with format=tree the roots, each with children' : 'sorted by title',
      },
      meta: PAGE_META_SCHEMA,
    },
  };
};

export const typeVersionSchema = (kind: TypeKind): SchemaObject => {
  const view = typeViewSchema(kind);
  return { ...view, properties: { ...view.properties, deleted: { type: 'boolean', description: 'that state is the deletion' } } };
};

export const TYPE_HISTORY_SCHEMA = historySchema({ eventTypes: ['ItemTypeCreated', 'ItemTypeChanged', 'ItemTypeDeleted'] });
export const TYPE_WRITE_RESULT_SCHEMA = WRITE_RESULT_SCHEMA;
