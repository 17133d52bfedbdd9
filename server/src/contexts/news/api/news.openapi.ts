import { ADMIN_UPDATE_PAGE_MAX, UPDATE_LIST_LIMIT } from '@kollab/contracts';
import { pageSchema, viewSchema } from '../../../core/http/openapi-schemas';

// The news routes' answers, by the contracts types they return (bodies: the @Body() parameter's class).

export const UPDATE_LIST_SCHEMA = pageSchema('UpdateView');
export const HELP_VIEW_SCHEMA = viewSchema('HelpView');
export const COUNTRY_LIST_SCHEMA = pageSchema('CountryView');

export const LIMIT_QUERY = {
  name: 'limit',
  required: false,
  schema: { type: 'integer', minimum: 1, maximum: UPDATE_LIST_LIMIT, default: UPDATE_LIST_LIMIT },
};
export const ADMIN_LIMIT_QUERY = { name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: ADMIN_UPDATE_PAGE_MAX } };
export const PAGE_QUERY = { name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } };

export { WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';
