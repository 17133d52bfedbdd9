import { can, policyItem, type PolicyAction, type PolicyActor, type PolicyItem, DomainRefusal } from '@kollab/contracts';
import type { CreatorFacts } from '../../access/public/policy.service';

/** The relations of a protocol the policy looks at (its state, its view and its index row all have them). */
export interface ProtocolRelations {
  teams: readonly string[];
  author: string;
  created_by: string;
  published: boolean;
  attendees: readonly string[];
  viewers: readonly string[];
  contacts: ReadonlyArray<{ contact_id: string; public: boolean }>;
}

/** The protocol as the one policy sees it: attendees are its assignees, the distribution list its viewers. */
export function protocolPolicyItem(protocol: ProtocolRelations, creator: CreatorFacts): PolicyItem {
  return policyItem('protocol', {
    teamIds: protocol.teams,
    authorId: protocol.author,
    createdBy: protocol.created_by,
    published: protocol.published,
    assigneeIds: protocol.attendees,
    viewerIds: protocol.viewers,
    sharedContactIds: protocol.contacts.filter((link) => link.public).map((link) => link.contact_id),
    ...creator,
  });
}

/** 404 protocols.protocol_not_found when the actor may not even read it (ids reveal nothing), 403 auth.forbidden otherwise. */
export function assertMay(actor: PolicyActor, action: PolicyAction, item: PolicyItem): void {
  if (can(actor, action, item)) return;
  if (!can(actor, 'read', item)) throw DomainRefusal.notFound('protocols.protocol_not_found');
  throw DomainRefusal.forbidden('auth.forbidden');
}
