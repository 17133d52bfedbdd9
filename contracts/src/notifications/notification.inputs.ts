import { QueryBoolean } from '../validation/query-values';
import { PageQuery } from '../validation/page-query';
import { Bool, Optional, Required } from '../validation/rules';

/** GET v1/notifications: newest first; `filter[unread]=true` only the unread ones. */
export class ListNotificationsQuery extends PageQuery {
  @Optional()
  @QueryBoolean()
  @Bool()
  'filter[unread]'?: boolean;
}

/** PATCH v1/notifications/{id}: read or unread again. */
export class MarkNotificationInput {
  @Required()
  @Bool()
  read!: boolean;
}
