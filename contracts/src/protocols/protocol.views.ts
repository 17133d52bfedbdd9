import type { ItemFileView } from '../files/item-file';
import type { ListPage } from '../news/list-page';
import type { ItemAbilities } from '../policy/item-abilities';
import { pickNames, type PortalNames } from '../policy/portal-names';

/** A comment on a protocol (plain text). */
export interface ProtocolCommentView {
  id: string;
  body: string;
  author_id: string;
  created_at: string;
  updated_at: string;
}

/** A contact linked to a protocol; `public`: shared into the contact's portal. */
export interface ProtocolContactView {
  contact_id: string;
  public: boolean;
}

/** A file attached to a protocol (GET v1/protocols/{id}/files); whoever may read the protocol downloads it from `url`. */
export type ProtocolFileView = ItemFileView;

/** A protocol (GET v1/protocols/{id}, list items, the `protocols/protocolChanged` push to staff). */
export interface ProtocolView {
  id: string;
  /** `<type prefix>-<n>`, given when the protocol first has a type; null before. */
  number: string | null;
  title: string;
  type: string | null;
  teams: string[];
  /** YYYY-MM-DD. */
  date: string;
  author: string;
  created_by: string;
  /** Sanitised HTML. */
  body: string;
  attendees: string[];
  viewers: string[];
  watchers: string[];
  comments_enabled: boolean;
  comments: ProtocolCommentView[];
  contacts: ProtocolContactView[];
  files: ProtocolFileView[];
  published: boolean;
  published_at: string | null;
  published_by: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/**
 * What a portal user sees of a protocol shared with their contact: no internal fields
 * (teams, viewers, watchers, linked contacts, creator, publisher). Its files are part of
 * what is shared (whoever reads the protocol may download them).
 */
export type PortalProtocolView = Pick<
  ProtocolView,
  | 'id'
  | 'number'
  | 'title'
  | 'type'
  | 'date'
  | 'author'
  | 'body'
  | 'attendees'
  | 'comments_enabled'
  | 'comments'
  | 'files'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
  | 'version'
> &
  PortalNames;

/** The user ids a PortalProtocolView names (author, attendees, comment authors, file uploaders): the only ones its `user_names` may carry. */
export const portalProtocolUserIds = (view: Pick<ProtocolView, 'author' | 'attendees' | 'comments' | 'files'>): string[] => [
  ...new Set([view.author, ...view.attendees, ...view.comments.map((comment) => comment.author_id), ...view.files.map((file) => file.added_by)]),
];

export function portalProtocolView(view: ProtocolView, names: PortalNames): PortalProtocolView {
  const { id, number, title, type, date, author, body, attendees, comments_enabled, comments, files, published_at, created_at, updated_at, version } =
    view;
  const user_names = pickNames(names.user_names, portalProtocolUserIds(view));
  return {
    id,
    number,
    title,
    type,
    date,
    author,
    body,
    attendees,
    comments_enabled,
    comments,
    files,
    published_at,
    created_at,
    updated_at,
    version,
    type_title: names.type_title,
    user_names,
  };
}

/**
 * GET v1/protocols/{id} (the current version, not `?version=`/`?at=`): the view plus what
 * the caller may do with it (`can`, from the one policy). Pushes and list rows do not
 * carry `can` (they are shared by many readers): the screen keeps the one of its last read.
 */
export type ProtocolDetailView = (ProtocolView | PortalProtocolView) & { can: ItemAbilities };

/**
 * What `protocols/protocolChanged` carries when a protocol was deleted — and "gone for
 * you": a user who could read the previous version and cannot read this one (unpublished,
 * team changed, attendee or viewer removed, contact link made non-public) gets
 * `{ id, version, deleted: true, revoked: true }`; the screen drops it as if it were deleted.
 */
export interface DeletedProtocolView {
  id: string;
  version: number;
  deleted: true;
  /** true: the protocol was not deleted, the receiver just lost read access to it. */
  revoked?: true;
}

export type ProtocolListView = ListPage<ProtocolView | PortalProtocolView>;
export type ProtocolContactListView = ListPage<ProtocolContactView>;

/** GET v1/protocols/{id}/files. */
export interface ProtocolFileListView {
  data: ProtocolFileView[];
}
