import type { PortalMemberStatus } from '@kollab/contracts';

/** The handler has looked up the facts the rules need (`contact_exists`, `person_eligible`). */
export type CreatePortal = {
  type: 'CreatePortal';
  data: { contact_id: string; contact_person: string; contact_exists: boolean; person_eligible: boolean };
};
export type ChangePortalContactPerson = { type: 'ChangePortalContactPerson'; data: { contact_person: string; person_eligible: boolean } };
export type DeletePortal = { type: 'DeletePortal'; data: Record<string, never> };
export type AddPortalMember = { type: 'AddPortalMember'; data: { user_id: string; person_id: string; extended_permissions: boolean } };
export type ChangePortalMember = {
  type: 'ChangePortalMember';
  data: { user_id: string; status?: PortalMemberStatus; extended_permissions?: boolean };
};
export type RemovePortalMember = { type: 'RemovePortalMember'; data: { user_id: string } };

export type PortalCommand = CreatePortal | ChangePortalContactPerson | DeletePortal | AddPortalMember | ChangePortalMember | RemovePortalMember;
