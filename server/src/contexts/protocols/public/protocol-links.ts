import type { LinkedProtocolsQuery, PolicyActor, ProtocolListView } from '@kollab/contracts';

/**
 * What other contexts may ask of protocols (provided by the protocols context, read
 * from its read models; every answer within one account and through the one policy).
 * Tasks ask it to link protocols, to list a task's linked protocols and for the rule of
 * seed §8.
 */
export interface ProtocolLinks {
  /** Is there a live protocol with this id that `actor` may read? (Linking one to a task needs that.) */
  readable(accountId: string, actor: PolicyActor, protocolId: string): Promise<boolean>;
  /** The live protocols among `ids` that `actor` may read, paged and sorted as GET v1/protocols (portal users: PortalProtocolView). */
  pageOf(accountId: string, actor: PolicyActor, ids: readonly string[], query: LinkedProtocolsQuery): Promise<ProtocolListView>;
  /** Of `protocolIds`, the live ones linked publicly to the contact (shared into its portal): the facts of seed §8. */
  sharedWithContact(accountId: string, protocolIds: readonly string[], contactId: string): Promise<string[]>;
}

export const PROTOCOL_LINKS = Symbol('PROTOCOL_LINKS');
