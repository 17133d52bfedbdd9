import type { ReadScope } from '@kollab/contracts';
import type { ProtocolRelations } from '../commands/protocol-policy';

/**
 * The read-scope keys of a protocol (list filtering without OR): a caller reads it when
 * one of their keys (queries/caller-scope-keys.ts) is among these. Owners, attendees and
 * viewers (distributor) always; every other relation only while published, as the policy says.
 */
export function protocolScopeKeys(protocol: ProtocolRelations): string[] {
  const keys = [
    `owner:${protocol.author}`,
    `owner:${protocol.created_by}`,
    ...protocol.attendees.map((id) => `participant:${id}`),
    ...protocol.viewers.map((id) => `participant:${id}`),
  ];
  if (protocol.published) {
    keys.push(
      ...protocol.teams.map((id) => `team:${id}`),
      `creator:${protocol.created_by}`,
      ...protocol.contacts.filter((link) => link.public).map((link) => `contact:${link.contact_id}`),
    );
  }
  return [...new Set(keys)];
}

/**
 * The keys of a caller's read scope. `creatorIds`: the users whose published protocols
 * the caller reads through extended permissions (members of `scope.creatorTeamIds`, users
 * of the portals of `scope.creatorPortalContactIds`), resolved by the caller.
 */
export function callerScopeKeys(scope: ReadScope, creatorIds: readonly string[]): string[] {
  if (scope.none) return [];
  return [
    `owner:${scope.ownerId}`,
    ...(scope.participantId ? [`participant:${scope.participantId}`] : []),
    ...scope.teamIds.map((id) => `team:${id}`),
    ...[...new Set(creatorIds)].map((id) => `creator:${id}`),
    ...scope.sharedContactIds.map((id) => `contact:${id}`),
  ];
}
