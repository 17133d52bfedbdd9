import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { TEAM_NAME_MAX, TEAM_PERMISSIONS, TEAM_SHORT_MAX } from '@kollab/contracts';
import { historySchema, pageSchema } from '../../../core/http/openapi-schemas';

// OpenAPI shapes of the team routes (the contract classes carry no swagger decorators).

const PERMISSIONS_SCHEMA: SchemaObject = {
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', enum: [...TEAM_PERMISSIONS] },
  description: 'admin implies read, create, edit and delete',
};

const TEAM_MEMBER_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['user_id'],
  properties: {
    user_id: { type: 'string' },
    permissions: { ...PERMISSIONS_SCHEMA, description: 'only for managers and the team\'s admins' },
    extended_permissions: { type: 'boolean', description: 'only for managers and the team\'s admins' },
  },
};

export const TEAM_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    short: { type: 'string', maxLength: TEAM_SHORT_MAX },
    members: { type: 'array', items: TEAM_MEMBER_SCHEMA },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    version: { type: 'integer' },
  },
};

export const PAST_TEAM_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'With ?version=N or ?at=ISO: the team as it was',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    short: { type: 'string' },
    members: { type: 'array', items: TEAM_MEMBER_SCHEMA },
    version: { type: 'integer' },
    deleted: { type: 'boolean' },
    as_of: { type: 'object', properties: { version: { type: 'integer' }, occurred_at: { type: 'string', format: 'date-time' } } },
  },
};

export const TEAM_LIST_SCHEMA = pageSchema(TEAM_VIEW_SCHEMA);

export const TEAM_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'CreateTeamInput / ChangeTeamInput',
  required: ['name', 'short'],
  properties: {
    name: { type: 'string', maxLength: TEAM_NAME_MAX },
    short: { type: 'string', maxLength: TEAM_SHORT_MAX, description: 'the prefix' },
  },
};

export const TEAM_MEMBER_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'ChangeTeamMemberInput',
  required: ['permissions', 'extended_permissions'],
  properties: { permissions: PERMISSIONS_SCHEMA, extended_permissions: { type: 'boolean' } },
};

export const ADD_TEAM_MEMBER_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'AddTeamMemberInput',
  required: ['user_id', 'permissions', 'extended_permissions'],
  properties: { user_id: { type: 'string' }, ...TEAM_MEMBER_INPUT_SCHEMA.properties },
};

export const TEAM_HISTORY_SCHEMA = historySchema({ eventExample: 'TeamMemberAdded' });
export { WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';
