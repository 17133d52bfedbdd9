import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { TASK_ORDERS } from '@kollab/contracts';
import { anyOfViews, dataSchema, HISTORY_SCHEMA, viewSchema } from '../../../core/http/openapi-schemas';

// The task routes' answers, by the contracts types they return (bodies: the @Body() parameter's class).

/** GET v1/tasks/{id}: TaskDetailView (with `can`); ?version/?at: TaskView or PortalTaskView. */
export const TASK_DETAIL_SCHEMA = anyOfViews('TaskDetailView', 'TaskView', 'PortalTaskView');
export const TASK_LIST_SCHEMA = viewSchema('TaskListView');
export const TASK_ORDER_SCHEMA: SchemaObject = { type: 'string', enum: [...TASK_ORDERS], default: '-created_at' };
export const TASK_HISTORY_SCHEMA = HISTORY_SCHEMA;
export const TASK_CONTACTS_SCHEMA = dataSchema('TaskContactView');
export const TASK_FILES_SCHEMA = viewSchema('TaskFileListView');
/** GET v1/tasks/{id}/protocols: the linked protocols the caller may read, as GET v1/protocols. */
export const LINKED_PROTOCOLS_SCHEMA = viewSchema('ProtocolListView');
