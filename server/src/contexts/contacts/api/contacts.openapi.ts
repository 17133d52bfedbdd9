import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { CONTACT_ORDERS, ContactInput, ContactPersonInput } from '@kollab/contracts';
import { anyOfViews, HISTORY_SCHEMA, inputSchema, viewSchema, WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';

// The contacts routes' answers, by the contracts types they return. Bodies: the @Body()
// parameter's class, except where SaveBodyPipe makes the value (its input class is named here).

export const CONTACT_INPUT_SCHEMA = inputSchema(ContactInput);
export const PERSON_INPUT_SCHEMA = inputSchema(ContactPersonInput);
/** GET v1/contacts/{id}: staff read ContactView, portal users PortalContactView. */
export const CONTACT_VIEW_SCHEMA = anyOfViews('ContactView', 'PortalContactView');
export const CONTACT_LIST_SCHEMA = viewSchema('ContactListView');
export const PERSON_LIST_SCHEMA = viewSchema('ContactPersonListView');
/** GET v1/contacts/{id}/tasks and /protocols: as GET v1/tasks and GET v1/protocols. */
export const LINKED_ITEMS_SCHEMA = anyOfViews('TaskListView', 'ProtocolListView');
export const CONTACT_ORDER_SCHEMA: SchemaObject = { type: 'string', enum: [...CONTACT_ORDERS], default: 'name' };
export const CONTACT_NUMBER_SCHEMA = viewSchema('ContactNumberView');
export const CONTACT_FORM_VIEW_SCHEMA = viewSchema('ContactFormView');
export { HISTORY_SCHEMA, WRITE_RESULT_SCHEMA };
