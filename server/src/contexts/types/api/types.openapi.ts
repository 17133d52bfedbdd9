import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { TypeKind } from '@kollab/contracts';
import { classSchema } from '../../../core/http/class-schema';
import { anyOfViews, HISTORY_SCHEMA, viewSchema, WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';

// The type routes' answers, by the contracts types they return. The body is the kind's
// input class (the handler's parameter type cannot name it: the controller is made per kind).

/** POST and PUT of one kind: its contracts input class, inline (one controller serves four kinds). */
export const typeInputSchema = (input: abstract new (...args: never[]) => unknown): SchemaObject => ({
  ...classSchema(input),
  description: input.name,
});
export const typeListSchema = (kind: TypeKind): SchemaObject =>
  kind === 'claim' ? anyOfViews('ItemTypeListView', 'ClaimTypeTreeView') : { allOf: [viewSchema('ItemTypeListView')] };
/** GET …/{id}: the view; with ?version/?at as it was then (ItemTypeVersionView, with `deleted`). */
export const typeVersionSchema = (): SchemaObject => anyOfViews('ItemTypeView', 'ItemTypeVersionView');
export const TYPE_HISTORY_SCHEMA = HISTORY_SCHEMA;
export const TYPE_WRITE_RESULT_SCHEMA = WRITE_RESULT_SCHEMA;
