import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { TASK_EVENT_TYPES } from '../domain/task.events';
import { historySchema, itemFileSchema, PAGE_META_SCHEMA, pageSchema } from '../../../core/http/openapi-schemas';
import {
  TASK_ASSIGNEE_STATUSES,
  TASK_CLAIMS_MAX,
  TASK_ESTIMATION_UNITS,
  SETTABLE_TASK_STATUSES,
  TASK_ORDERS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  TASK_WATCH_STATUSES,
} from '@kollab/contracts';

const nullableText = (description?: string): SchemaObject => ({ type: 'string', nullable: true, ...(description ? { description } : {}) });
const ymd = (description?: string): SchemaObject => ({ type: 'string', format: 'date', nullable: true, ...(description ? { description } : {}) });
const ESTIMATION: SchemaObject = {
  type: 'object',
  nullable: true,
  properties: { value: { type: 'number', minimum: 0 }, unit: { type: 'string', enum: [...TASK_ESTIMATION_UNITS] } },
};

const TASK_FIELDS: Record<string, SchemaObject> = {
  title: { type: 'string', maxLength: TASK_TITLE_MAX },
  type: nullableText('A task type id of the account'),
  team: nullableText('A team id of the account (creating in it needs `create` there)'),
  claims: {
    type: 'array',
    items: { type: 'string' },
    uniqueItems: true,
    maxItems: TASK_CLAIMS_MAX,
    description:
      'Claim type ids of the account (GET v1/account_manager/claim_types); only while the task type has is_claim (422 claims: tasks.claims_need_claim_type, also when the type changes to one without is_claim while claims are set); an unknown id is 422 claims: tasks.claim_unknown. PATCH: the list replaces the old one, [] or null clears it. Staff only (not in PortalTaskView)',
  },
  description: nullableText('Rich text; sanitised on write'),
  priority: { type: 'string', enum: [...TASK_PRIORITIES], default: 'normal' },
  start_date: ymd(),
  due_date: ymd('Not before start_date'),
  estimation: ESTIMATION,
  comments_enabled: { type: 'boolean', default: false },
  published: { type: 'boolean', description: 'true publishes (needs team and type), false makes it a draft' },
};

export const CREATE_TASK_SCHEMA: SchemaObject = { type: 'object', required: ['title'], properties: TASK_FIELDS };
export const CHANGE_TASK_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Only the fields sent change; null clears an optional one',
  properties: { ...TASK_FIELDS, version: { type: 'integer', description: 'The version the edit is based on (or If-Match)' } },
};

export const TASK_FILE_SCHEMA = itemFileSchema('task');
export const TASK_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'TaskView (staff) or PortalTaskView (portal users: no team, claims, estimation, viewers, watchers, comments, contacts, protocols)',
  properties: {
    id: { type: 'string' },
    number: nullableText('<type prefix>-<n>'),
    ...TASK_FIELDS,
    status: { type: 'string', enum: [...TASK_STATUSES] },
    published_at: { type: 'string', format: 'date-time', nullable: true },
    published_by: nullableText(),
    author_user_id: { type: 'string' },
    created_by: { type: 'string' },
    assignees: { type: 'array', items: { type: 'object', properties: { user_id: { type: 'string' }, status: { type: 'string', enum: [...TASK_ASSIGNEE_STATUSES] } } } },
    viewers: { type: 'array', items: { type: 'string' } },
    watchers: { type: 'array', items: { type: 'string' } },
    comments: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, body: { type: 'string' }, author_id: { type: 'string' }, created_at: { type: 'string' }, updated_at: { type: 'string' } },
      },
    },
    contacts: { type: 'array', items: { type: 'object', properties: { contact_id: { type: 'string' }, public: { type: 'boolean' } } } },
    protocols: { type: 'array', items: { type: 'string' }, description: 'Ids of the linked protocols (staff only)' },
    files: { type: 'array', items: TASK_FILE_SCHEMA },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    version: { type: 'integer' },
  },
};

/** GET v1/tasks/{id} (current version): the view plus what the caller may do with it (ItemAbilities). */
export const TASK_DETAIL_SCHEMA: SchemaObject = {
  ...TASK_VIEW_SCHEMA,
  description: `${TASK_VIEW_SCHEMA.description}, with \`can\` (not in ?version/?at reads)`,
  properties: {
    ...TASK_VIEW_SCHEMA.properties,
    can: {
      type: 'object',
      description: 'What the one policy lets the caller do with the task now; pushes and list rows do not carry it',
      required: ['edit', 'delete'],
      properties: { edit: { type: 'boolean' }, delete: { type: 'boolean' } },
    },
  },
};

const TASK_PAGE = pageSchema(TASK_VIEW_SCHEMA);
/** The page envelope, with the capped count of GET v1/tasks (task-page.ts TASK_COUNT_LIMIT). */
export const TASK_LIST_SCHEMA: SchemaObject = {
  ...TASK_PAGE,
  properties: {
    ...TASK_PAGE.properties,
    meta: {
      type: 'object',
      properties: {
        ...PAGE_META_SCHEMA.properties,
        total: { type: 'integer', description: 'The matches, counted up to 10,000 (then 10,000 with total_capped)' },
        total_capped: { type: 'boolean', enum: [true], description: 'Present (true) when there are more than 10,000 matches: total is then 10,000' },
      },
    },
  },
};
export const TASK_ORDER_SCHEMA: SchemaObject = { type: 'string', enum: [...TASK_ORDERS], default: '-created_at' };
export const TASK_HISTORY_SCHEMA = historySchema({ eventTypes: TASK_EVENT_TYPES, fieldExample: 'comments.<id>.body' });
export const STATUS_SCHEMA: SchemaObject = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...SETTABLE_TASK_STATUSES] } } };
export const WATCH_SCHEMA: SchemaObject = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...TASK_WATCH_STATUSES] } } };
export const ASSIGNEE_STATUS_SCHEMA: SchemaObject = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...TASK_ASSIGNEE_STATUSES] } } };
export const USER_SCHEMA: SchemaObject = { type: 'object', required: ['user_id'], properties: { user_id: { type: 'string' } } };
export const COMMENT_SCHEMA: SchemaObject = { type: 'object', required: ['body'], properties: { body: { type: 'string' } } };
export const CONTACT_LINK_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['contact_id'],
  properties: { contact_id: { type: 'string' }, public: { type: 'boolean', default: false } },
};
export const CONTACT_VISIBILITY_SCHEMA: SchemaObject = { type: 'object', required: ['public'], properties: { public: { type: 'boolean' } } };
export const TASK_CONTACTS_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { data: { type: 'array', items: { type: 'object', properties: { contact_id: { type: 'string' }, public: { type: 'boolean' } } } } },
};

export const TASK_FILES_SCHEMA: SchemaObject = { type: 'object', properties: { data: { type: 'array', items: TASK_FILE_SCHEMA } } };
export const PROTOCOL_LINK_SCHEMA: SchemaObject = { type: 'object', required: ['protocol_id'], properties: { protocol_id: { type: 'string', format: 'uuid' } } };
export const LINKED_PROTOCOLS_SCHEMA = pageSchema(
  { type: 'object', description: 'ProtocolView (portal users: PortalProtocolView), as GET v1/protocols/{id}' },
  'The linked protocols the caller may read',
);
