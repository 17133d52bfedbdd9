import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  ADMIN_UPDATE_PAGE_MAX,
  UPDATE_IMAGE_URL_MAX,
  UPDATE_LIST_LIMIT,
  UPDATE_TEXT_MAX,
  UPDATE_TITLE_MAX,
} from '@kollab/contracts';

// OpenAPI shapes of the news routes (the contract classes carry no swagger decorators).

const listOf = (item: SchemaObject): SchemaObject => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: item },
    meta: {
      type: 'object',
      properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
    },
  },
});

export const UPDATE_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    text: { type: 'string' },
    date: { type: 'integer', description: 'millisecond timestamp' },
    image_url: { type: 'string', nullable: true },
    version: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
};

export const UPDATE_LIST_SCHEMA = listOf(UPDATE_VIEW_SCHEMA);

const updateInput = (description: string): SchemaObject => ({
  type: 'object',
  description,
  required: ['title', 'text'],
  properties: {
    title: { type: 'string', maxLength: UPDATE_TITLE_MAX },
    text: { type: 'string', maxLength: UPDATE_TEXT_MAX },
    date: { type: 'integer', minimum: 0, description: 'millisecond timestamp' },
    image_url: { type: 'string', format: 'uri', maxLength: UPDATE_IMAGE_URL_MAX, nullable: true },
  },
});

export const PUBLISH_UPDATE_SCHEMA = updateInput('PublishUpdateInput: date defaults to now; a future date schedules the update.');
export const EDIT_UPDATE_SCHEMA = updateInput('EditUpdateInput: replaces title, text and image; date kept when absent.');

export const HELP_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    locale: { type: 'string', enum: ['de', 'en'] },
    text: { type: 'string' },
    button: { type: 'string' },
    url: { type: 'string' },
  },
};

export const COUNTRY_LIST_SCHEMA = listOf({
  type: 'object',
  properties: {
    code: { type: 'string', example: 'DE' },
    name: { type: 'string', example: 'Deutschland' },
    names: { type: 'object', properties: { de: { type: 'string' }, en: { type: 'string' } } },
  },
});

export const LIMIT_QUERY = { name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: UPDATE_LIST_LIMIT, default: UPDATE_LIST_LIMIT } };
export const ADMIN_LIMIT_QUERY = { name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: ADMIN_UPDATE_PAGE_MAX } };
export const PAGE_QUERY = { name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } };

export { WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';
