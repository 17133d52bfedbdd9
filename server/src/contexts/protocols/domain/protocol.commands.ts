import type { ProtocolFields } from './protocol.events';

/**
 * A protocol as sent (POST: absent fields take their defaults; PATCH: absent fields
 * stay). The handler has sanitised `body` already (core/rich-text).
 */
export type ProtocolDraft = Partial<Omit<ProtocolFields, 'type'>> & { type?: string | null; published?: boolean };

/** What the handler looked up for the decision (the decider reads no store and no clock). */
export interface ProtocolFacts {
  /** The draft's type (when it names one) is one of the account's protocol types. */
  typeKnown: boolean;
  /** Of the team ids the draft names, those of teams of the account. */
  knownTeamIds: readonly string[];
  /** Of the member ids the draft names (author, attendees, viewers), those of active staff members. */
  activeMemberIds: readonly string[];
  /** The number the protocol takes should it get its first type now (null: none reserved). */
  number: string | null;
}

export type CreateProtocol = { type: 'CreateProtocol'; data: { draft: ProtocolDraft; facts: ProtocolFacts; creator: string; today: string } };
export type ChangeProtocol = { type: 'ChangeProtocol'; data: { draft: ProtocolDraft; facts: ProtocolFacts } };
export type DeleteProtocol = { type: 'DeleteProtocol'; data: Record<string, never> };
export type WatchProtocol = { type: 'WatchProtocol'; data: { user_id: string; watching: boolean } };
export type AddProtocolComment = { type: 'AddProtocolComment'; data: { comment_id: string; body: string; author_id: string } };
export type ChangeProtocolComment = { type: 'ChangeProtocolComment'; data: { comment_id: string; body: string; actor_id: string } };
export type RemoveProtocolComment = { type: 'RemoveProtocolComment'; data: { comment_id: string; actor_id: string } };
export type LinkProtocolContact = { type: 'LinkProtocolContact'; data: { contact_id: string; public: boolean; known: boolean } };
export type ShareProtocolContact = { type: 'ShareProtocolContact'; data: { contact_id: string; public: boolean } };
export type UnlinkProtocolContact = { type: 'UnlinkProtocolContact'; data: { contact_id: string } };
/** The file is in the files store already (the handler stored it; it removes it again when this is refused). */
export type AddProtocolFile = {
  type: 'AddProtocolFile';
  data: { file_id: string; name: string; content_type: string; size: number; added_by: string };
};
export type RemoveProtocolFile = { type: 'RemoveProtocolFile'; data: { file_id: string } };

export type ProtocolCommand =
  | CreateProtocol
  | ChangeProtocol
  | DeleteProtocol
  | WatchProtocol
  | AddProtocolComment
  | ChangeProtocolComment
  | RemoveProtocolComment
  | LinkProtocolContact
  | ShareProtocolContact
  | UnlinkProtocolContact
  | AddProtocolFile
  | RemoveProtocolFile;
