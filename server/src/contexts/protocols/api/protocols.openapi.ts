import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { PROTOCOL_ORDERS } from '@kollab/contracts';
import { anyOfViews, HISTORY_SCHEMA, viewSchema } from '../../../core/http/openapi-schemas';

// The protocol routes' answers, by the contracts types they return (bodies: the @Body() parameter's class).

/** GET v1/protocols/{id}: ProtocolDetailView (with `can`); ?version/?at: ProtocolView or PortalProtocolView. */
export const PROTOCOL_DETAIL_SCHEMA = anyOfViews('ProtocolDetailView', 'ProtocolView', 'PortalProtocolView');
export const PROTOCOL_LIST_SCHEMA = viewSchema('ProtocolListView');
export const CONTACT_LINK_LIST_SCHEMA = viewSchema('ProtocolContactListView');
export const PROTOCOL_ORDER_SCHEMA: SchemaObject = { type: 'string', enum: [...PROTOCOL_ORDERS], default: '-date' };
export { HISTORY_SCHEMA };
export const PROTOCOL_FILES_SCHEMA = viewSchema('ProtocolFileListView');
/** GET v1/protocols/{id}/tasks: the linked tasks the caller may read, as GET v1/tasks. */
export const LINKED_TASKS_SCHEMA = viewSchema('TaskListView');
