import { HISTORY_SCHEMA, viewSchema } from '../../../core/http/openapi-schemas';

// The team routes' answers, by the contracts types they return (bodies: the @Body() parameter's class).

export const TEAM_VIEW_SCHEMA = viewSchema('TeamView');
export const PAST_TEAM_VIEW_SCHEMA = viewSchema('PastTeamView');
export const TEAM_LIST_SCHEMA = viewSchema('TeamListView');
export const TEAM_HISTORY_SCHEMA = HISTORY_SCHEMA;
export { WRITE_RESULT_SCHEMA } from '../../../core/http/openapi-schemas';
