import { ValidateBy } from 'class-validator';
import { NotBlank, YmdDate } from '../contacts/contact.rules';
import { PageQuery } from '../validation/page-query';
import { QueryNumber } from '../validation/query-values';
import { AtLeast, AtMost, Bool, ID_MAX, IdList, Int, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import {
  parseDateFilter,
  PROTOCOL_BODY_MAX,
  PROTOCOL_COMMENT_MAX,
  PROTOCOL_LIST_MAX,
  PROTOCOL_ORDERS,
  PROTOCOL_PUBLISHED_STATUSES,
  PROTOCOL_TITLE_MAX,
  PROTOCOL_WATCH_STATUSES,
  type ProtocolOrder,
  type ProtocolPublishedStatus,
  type ProtocolWatchStatus,
} from './protocol.rules';

/** The fields POST and PATCH share (each optional; their meaning on ProtocolView). */
class ProtocolFieldsInput {
  /** A protocol type id of the account (GET v1/account_manager/protocol_types); PATCH: null removes it (drafts only). */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  type?: string | null;

  /** Team ids of the account; the caller needs `create` in each team added. */
  @Optional()
  @IdList(PROTOCOL_LIST_MAX)
  teams?: string[];

  /** YYYY-MM-DD: the meeting's day. */
  @Optional()
  @YmdDate()
  date?: string;

  /** An active member (not a portal user). */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  author?: string;

  /** Rich text (HTML), sanitised on the server. */
  @Optional()
  @Text()
  @MaxLen(PROTOCOL_BODY_MAX)
  body?: string;

  /** Active members (not portal users). */
  @Optional()
  @IdList(PROTOCOL_LIST_MAX)
  attendees?: string[];

  /** The distribution list: active members (not portal users) who read the published protocol. */
  @Optional()
  @IdList(PROTOCOL_LIST_MAX)
  viewers?: string[];

  /** Left out on create: COMMENTS_ENABLED_BY_DEFAULT (on). */
  @Optional()
  @Bool()
  comments_enabled?: boolean;

  /** Publishing needs a type and at least one team. */
  @Optional()
  @Bool()
  published?: boolean;
}

/**
 * POST v1/protocols (seed §3 Protocol, §5). Only the title is needed for a draft;
 * `date` is today (UTC) and `author` the creator when left out; comments are enabled.
 */
export class CreateProtocolInput extends ProtocolFieldsInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(PROTOCOL_TITLE_MAX)
  title!: string;
}

/**
 * PATCH v1/protocols/{id}: the fields sent replace theirs, the others stay. `version`
 * (or the If-Match header) names the version the edit was based on: a stale one is 409.
 */
export class ChangeProtocolInput extends ProtocolFieldsInput {
  @Optional()
  @Text()
  @NotBlank()
  @MaxLen(PROTOCOL_TITLE_MAX)
  title?: string;

  @Optional()
  @Int()
  @AtLeast(1)
  version?: number;
}

/** PATCH v1/protocols/{id}/watch */
export class WatchProtocolInput {
  @Required()
  @OneOf(PROTOCOL_WATCH_STATUSES)
  status!: ProtocolWatchStatus;
}

/** POST v1/protocols/{id}/comments and PUT …/comments/{cid}: plain text. */
export class ProtocolCommentInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(PROTOCOL_COMMENT_MAX)
  body!: string;
}

/** POST v1/protocols/{id}/contacts: link a contact of the account (not shared unless `public`). */
export class LinkProtocolContactInput {
  @Required()
  @Text()
  @MaxLen(ID_MAX)
  contact_id!: string;

  @Optional()
  @Bool()
  public?: boolean;
}

/** PUT v1/protocols/{id}/contacts/{cid}: share the protocol into the contact's portal, or stop. */
export class ChangeProtocolContactInput {
  @Required()
  @Bool()
  public!: boolean;
}

const DateFilter = (): PropertyDecorator =>
  ValidateBy({
    name: 'dateFilter',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parseDateFilter(value) !== undefined,
      defaultMessage: () => 'validation.date',
    },
  });

/**
 * GET v1/protocols: page, limit, order (`-date` by default) and the filters of seed §7,
 * keyed like the tasks list: `filter[date]` (a day or `from..to`), `filter[author]` (a
 * user id), `filter[published_status]` (draft|published), `filter[attendee]` (a user
 * id), `filter[team]` (a team id), `filter[search]` (every word in title, number or body).
 */
export class ListProtocolsQuery {
  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  page?: number;

  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  @AtMost(500)
  limit?: number;

  @Optional()
  @OneOf(PROTOCOL_ORDERS)
  order?: ProtocolOrder;

  @Optional()
  @Text()
  @DateFilter()
  'filter[date]'?: string;

  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  'filter[author]'?: string;

  @Optional()
  @OneOf(PROTOCOL_PUBLISHED_STATUSES)
  'filter[published_status]'?: ProtocolPublishedStatus;

  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  'filter[attendee]'?: string;

  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  'filter[team]'?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  'filter[search]'?: string;
}

/** GET v1/protocols/{id}/contacts: page and limit. */
export class ProtocolContactsQuery extends PageQuery {}

/** POST v1/protocols/{id}/tasks {task_id}: link a task the caller may read. */
export class ProtocolTaskInput {
  @Required()
  @Text()
  @MaxLen(ID_MAX)
  task_id!: string;
}

/**
 * Protocols linked to something (GET v1/tasks/{id}/protocols, GET v1/contacts/{id}/protocols):
 * page, limit and order as GET v1/protocols (`-date` by default); only the protocols the
 * caller may read.
 */
export class LinkedProtocolsQuery extends PageQuery {
  @Optional()
  @OneOf(PROTOCOL_ORDERS)
  order?: ProtocolOrder;
}
