import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { BOOKMARK_LABEL_MAX, BOOKMARK_PATH_MAX } from '@kollab/contracts';

// OpenAPI shapes of the bookmark routes (the contract classes carry no swagger decorators).

const BOOKMARK_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    path: { type: 'string', example: '/tasks/42' },
    label: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
};

export const BOOKMARK_LIST_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    data: { type: 'array', items: BOOKMARK_VIEW_SCHEMA },
    meta: { type: 'object', properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } } },
  },
};

export const ADD_BOOKMARK_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'AddBookmarkInput',
  required: ['path', 'label'],
  properties: {
    path: { type: 'string', maxLength: BOOKMARK_PATH_MAX, pattern: '^/(?![/\\\\])\\S*$', description: 'app-internal path, no scheme or host' },
    label: { type: 'string', maxLength: BOOKMARK_LABEL_MAX },
  },
};

export { WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';
