import type { MemberStatus, Role } from '@kollab/contracts';

/** Facts about one user's membership, on stream `member-<accountId>.<userId>` (scoped to the account). */
export type MemberEvent =
  | { type: 'MemberAdded'; data: { user_id: string; roles: Role[]; portal: boolean } }
  | { type: 'MemberRoleGranted'; data: { role: Role } }
  | { type: 'MemberRoleRevoked'; data: { role: Role } }
  | { type: 'MemberStatusChanged'; data: { status: Exclude<MemberStatus, 'deleted'> } }
  | { type: 'MemberRemoved'; data: Record<string, never> };

export type MemberEventType = MemberEvent['type'];

export const MEMBER_EVENT_TYPES: readonly MemberEventType[] = [
  'MemberAdded',
  'MemberRoleGranted',
  'MemberRoleRevoked',
  'MemberStatusChanged',
  'MemberRemoved',
];

/** The id part of a member stream: `<accountId>.<userId>` (uuids hold no dots). */
export const memberKey = (accountId: string, userId: string): string => `${accountId}.${userId}`;

export function userIdOfMemberStream(streamId: string): string {
  return streamId.slice(streamId.indexOf('.') + 1);
}
