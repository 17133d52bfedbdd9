import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { PROTOCOL_BODY_MAX, PROTOCOL_COMMENT_MAX, PROTOCOL_ORDERS, PROTOCOL_TITLE_MAX, PROTOCOL_WATCH_STATUSES } from '@kollab/contracts';
import { historySchema, itemFileSchema, pageSchema } from '../../../core/http/openapi-schemas';
import { PROTOCOL_EVENT_TYPES } from '../domain/protocol.events';

// OpenAPI shapes of the protocols routes (the contract classes carry no swagger decorators).

const ids = (description: string): SchemaObject => ({ type: 'array', items: { type: 'string' }, description });
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });

const INPUT_PROPERTIES: Record<string, SchemaObject> = {
  title: { type: 'string', maxLength: PROTOCOL_TITLE_MAX },
  type: nullable({ type: 'string', description: 'A protocol type id of the account (GET v1/account_manager/protocol_types); null removes it (drafts only)' }),
  teams: ids('Team ids of the account; the caller needs `create` in each team added'),
  date: { type: 'string', format: 'date', description: 'YYYY-MM-DD: the meeting day (today, UTC, by default)' },
  author: { type: 'string', description: 'An active member (not a portal user); the creator by default' },
  body: { type: 'string', maxLength: PROTOCOL_BODY_MAX, description: 'Rich text (HTML), sanitised with an allowlist on write (core/rich-text)' },
  attendees: ids('Active members (not portal users)'),
  viewers: ids('The distribution list: active members (not portal users)'),
  comments_enabled: { type: 'boolean', description: 'true by default' },
  published: { type: 'boolean', description: 'Publishing needs at least one team and a type' },
};

export const CREATE_INPUT_SCHEMA: SchemaObject = { type: 'object', required: ['title'], properties: INPUT_PROPERTIES };
export const CHANGE_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { ...INPUT_PROPERTIES, version: { type: 'integer', description: 'The version the edit is based on (instead of If-Match); 409 when stale' } },
};

const COMMENT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { id: { type: 'string' }, body: { type: 'string' }, author_id: { type: 'string' }, created_at: { type: 'string', format: 'date-time' }, updated_at: { type: 'string', format: 'date-time' } },
};
export const CONTACT_LINK_SCHEMA: SchemaObject = { type: 'object', properties: { contact_id: { type: 'string' }, public: { type: 'boolean' } } };

export const PROTOCOL_FILE_SCHEMA = itemFileSchema('protocol');

const COMMON_VIEW_PROPERTIES: Record<string, SchemaObject> = {
  id: { type: 'string', format: 'uuid' },
  number: nullable({ type: 'string', example: 'PR-12', description: '<type prefix>-<n>, given when the protocol first has a type' }),
  title: { type: 'string' },
  type: nullable({ type: 'string' }),
  date: { type: 'string', format: 'date' },
  author: { type: 'string' },
  body: { type: 'string', description: 'Sanitised HTML' },
  attendees: ids('User ids'),
  comments_enabled: { type: 'boolean' },
  comments: { type: 'array', items: COMMENT_SCHEMA },
  files: { type: 'array', items: PROTOCOL_FILE_SCHEMA },
  published_at: nullable({ type: 'string', format: 'date-time' }),
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  version: { type: 'integer' },
};

export const PROTOCOL_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'ProtocolView; portal users get PortalProtocolView (without teams, viewers, watchers, contacts, created_by, published, published_by)',
  properties: {
    ...COMMON_VIEW_PROPERTIES,
    teams: ids('Team ids'),
    created_by: { type: 'string' },
    viewers: ids('User ids'),
    watchers: ids('User ids'),
    contacts: { type: 'array', items: CONTACT_LINK_SCHEMA },
    published: { type: 'boolean' },
    published_by: nullable({ type: 'string' }),
  },
};

/** GET v1/protocols/{id} (current version): the view plus what the caller may do with it (ItemAbilities). */
export const PROTOCOL_DETAIL_SCHEMA: SchemaObject = {
  ...PROTOCOL_VIEW_SCHEMA,
  description: `${PROTOCOL_VIEW_SCHEMA.description}, with \`can\` (not in ?version/?at reads)`,
  properties: {
    ...PROTOCOL_VIEW_SCHEMA.properties,
    can: {
      type: 'object',
      description: 'What the one policy lets the caller do with the protocol now; pushes and list rows do not carry it',
      required: ['edit', 'delete'],
      properties: { edit: { type: 'boolean' }, delete: { type: 'boolean' } },
    },
  },
};

export const PROTOCOL_LIST_SCHEMA = pageSchema(PROTOCOL_VIEW_SCHEMA);
export const CONTACT_LINK_LIST_SCHEMA = pageSchema(CONTACT_LINK_SCHEMA);
export const PROTOCOL_ORDER_SCHEMA: SchemaObject = { type: 'string', enum: [...PROTOCOL_ORDERS], default: '-date' };
export const WATCH_INPUT_SCHEMA: SchemaObject = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...PROTOCOL_WATCH_STATUSES] } } };
export const COMMENT_INPUT_SCHEMA: SchemaObject = { type: 'object', required: ['body'], properties: { body: { type: 'string', maxLength: PROTOCOL_COMMENT_MAX, description: 'Plain text' } } };
export const LINK_CONTACT_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['contact_id'],
  properties: { contact_id: { type: 'string', format: 'uuid' }, public: { type: 'boolean', description: 'Share into the contact\'s portal (false by default)' } },
};
export const SHARE_CONTACT_INPUT_SCHEMA: SchemaObject = { type: 'object', required: ['public'], properties: { public: { type: 'boolean' } } };
export const HISTORY_SCHEMA = historySchema({ eventTypes: PROTOCOL_EVENT_TYPES, eventExample: 'ProtocolChanged', fieldExample: 'comments.<id>.body' });

export const PROTOCOL_FILES_SCHEMA: SchemaObject = { type: 'object', properties: { data: { type: 'array', items: PROTOCOL_FILE_SCHEMA } } };
export const TASK_LINK_INPUT_SCHEMA: SchemaObject = { type: 'object', required: ['task_id'], properties: { task_id: { type: 'string', format: 'uuid' } } };
export const LINKED_TASKS_SCHEMA = pageSchema(
  { type: 'object', description: 'TaskView (portal users: PortalTaskView), as GET v1/tasks/{id}' },
  'The linked tasks the caller may read',
);
