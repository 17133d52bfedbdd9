import type { PortalMemberStatus } from '@kollab/contracts';

export type PortalCreated = { type: 'PortalCreated'; data: { contact_id: string; contact_person: string } };
export type PortalContactPersonChanged = { type: 'PortalContactPersonChanged'; data: { contact_person: string } };
/** Ends every membership of the portal with it. */
export type PortalDeleted = { type: 'PortalDeleted'; data: Record<string, never> };
export type PortalMemberAdded = {
  type: 'PortalMemberAdded';
  data: { user_id: string; person_id: string; extended_permissions: boolean };
};
/** Only the fields that changed. */
export type PortalMemberChanged = {
  type: 'PortalMemberChanged';
  data: { user_id: string; status?: PortalMemberStatus; extended_permissions?: boolean };
};
export type PortalMemberRemoved = { type: 'PortalMemberRemoved'; data: { user_id: string } };

export type PortalEvent = PortalCreated | PortalContactPersonChanged | PortalDeleted | PortalMemberAdded | PortalMemberChanged | PortalMemberRemoved;

export const PORTAL_EVENT_TYPES: readonly PortalEvent['type'][] = [
  'PortalCreated',
  'PortalContactPersonChanged',
  'PortalDeleted',
  'PortalMemberAdded',
  'PortalMemberChanged',
  'PortalMemberRemoved',
];
