import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** OpenAPI shapes every context answers with: the write result, list pages and item history. */

/** What every command answers (WriteResult; the ETag header holds the version). */
export const WRITE_RESULT_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'WriteResult; the ETag header holds the version',
  properties: { id: { type: 'string' }, version: { type: 'integer' }, position: { type: 'integer' }, stale: { type: 'boolean' } },
};

export const PAGE_META_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
};

/** A file attached to an item (ItemFileView): `item` names it in the descriptions (task, protocol). */
export function itemFileSchema(item: string): SchemaObject {
  return {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string', description: 'The uploader\'s file name (a label; the download has a server-made name)' },
      content_type: { type: 'string', description: 'As recognised from the bytes' },
      size: { type: 'integer' },
      added_by: { type: 'string' },
      added_at: { type: 'string', format: 'date-time' },
      url: { type: 'string', description: `GET /api/v1/files/{id}: for whoever may read the ${item}` },
    },
  };
}

/** `{ data: items[], meta: { page, limit, total } }`. */
export function pageSchema(items: SchemaObject, description?: string): SchemaObject {
  return { type: 'object', properties: { data: { type: 'array', items, ...(description ? { description } : {}) }, meta: PAGE_META_SCHEMA } };
}

/**
 * GET …/{id}/history (ItemHistoryService): who changed the item when, and which fields.
 * `eventTypes` and `fieldExample` document the item's own events and field names.
 */
export function historySchema(options: { eventTypes?: readonly string[]; eventExample?: string; fieldExample?: string } = {}): SchemaObject {
  return {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            version: { type: 'integer' },
            type: { type: 'string', ...(options.eventTypes ? { enum: [...options.eventTypes] } : {}), ...(options.eventExample ? { example: options.eventExample } : {}) },
            actorId: { type: 'string', nullable: true },
            occurredAt: { type: 'string', format: 'date-time' },
            position: { type: 'integer' },
            changes: {
              type: 'array',
              items: { type: 'object', properties: { field: { type: 'string', ...(options.fieldExample ? { example: options.fieldExample } : {}) }, from: {}, to: {} } },
            },
          },
        },
      },
    },
  };
}
