/** A protocol's own fields as events carry them (seed §3 Protocol). */
export interface ProtocolFields {
  title: string;
  /** A protocol type id of the account; null in a draft without a type. */
  type: string | null;
  teams: string[];
  /** YYYY-MM-DD: the meeting's day. */
  date: string;
  author: string;
  /** Sanitised HTML. */
  body: string;
  attendees: string[];
  viewers: string[];
  comments_enabled: boolean;
}

/** A new protocol. `number` is set when it has a type from the start. */
export type ProtocolCreated = {
  type: 'ProtocolCreated';
  data: ProtocolFields & { number: string | null; created_by: string; published: boolean };
};
/** PATCH: only the fields that changed; `number` when the protocol got its first type. */
export type ProtocolChanged = { type: 'ProtocolChanged'; data: Partial<ProtocolFields> & { number?: string } };
export type ProtocolPublished = { type: 'ProtocolPublished'; data: Record<string, never> };
export type ProtocolUnpublished = { type: 'ProtocolUnpublished'; data: Record<string, never> };
export type ProtocolDeleted = { type: 'ProtocolDeleted'; data: Record<string, never> };
export type ProtocolWatchChanged = { type: 'ProtocolWatchChanged'; data: { user_id: string; watching: boolean } };
export type ProtocolCommentAdded = { type: 'ProtocolCommentAdded'; data: { comment_id: string; body: string; author_id: string } };
export type ProtocolCommentChanged = { type: 'ProtocolCommentChanged'; data: { comment_id: string; body: string } };
export type ProtocolCommentRemoved = { type: 'ProtocolCommentRemoved'; data: { comment_id: string } };
export type ProtocolContactLinked = { type: 'ProtocolContactLinked'; data: { contact_id: string; public: boolean } };
/** The public flag of a linked contact changed (shared into its portal, or no longer). */
export type ProtocolContactShareChanged = { type: 'ProtocolContactShareChanged'; data: { contact_id: string; public: boolean } };
export type ProtocolContactUnlinked = { type: 'ProtocolContactUnlinked'; data: { contact_id: string } };
/** A file was attached (its bytes are in the files store under `file_id`; `name` is the uploader's, a label only). */
export type ProtocolFileAdded = {
  type: 'ProtocolFileAdded';
  data: { file_id: string; name: string; content_type: string; size: number; added_by: string };
};
export type ProtocolFileRemoved = { type: 'ProtocolFileRemoved'; data: { file_id: string } };

export type ProtocolEvent =
  | ProtocolCreated
  | ProtocolChanged
  | ProtocolPublished
  | ProtocolUnpublished
  | ProtocolDeleted
  | ProtocolWatchChanged
  | ProtocolCommentAdded
  | ProtocolCommentChanged
  | ProtocolCommentRemoved
  | ProtocolContactLinked
  | ProtocolContactShareChanged
  | ProtocolContactUnlinked
  | ProtocolFileAdded
  | ProtocolFileRemoved;

export const PROTOCOL_EVENT_TYPES: readonly ProtocolEvent['type'][] = [
  'ProtocolCreated',
  'ProtocolChanged',
  'ProtocolPublished',
  'ProtocolUnpublished',
  'ProtocolDeleted',
  'ProtocolWatchChanged',
  'ProtocolCommentAdded',
  'ProtocolCommentChanged',
  'ProtocolCommentRemoved',
  'ProtocolContactLinked',
  'ProtocolContactShareChanged',
  'ProtocolContactUnlinked',
  'ProtocolFileAdded',
  'ProtocolFileRemoved',
];
