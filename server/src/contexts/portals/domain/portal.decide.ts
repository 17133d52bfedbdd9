import type { PortalCommand } from './portal.commands';
import type { PortalEvent } from './portal.events';
import { alreadyInPortal, contactNotFound, invalidContactPerson, memberNotFound, portalExists, portalNotFound } from './portal.errors';
import type { PortalState } from './portal.state';

/**
 * Portal rules (seed §5 Portal, §8 Portals): one portal per contact; the contact person
 * must be an active member with the user role; a user (or contact person) is in a portal
 * once; nothing changes when nothing would. A deleted portal may be created again, empty.
 */
export function decidePortal(command: PortalCommand, state: PortalState): PortalEvent[] {
  if (command.type === 'CreatePortal') {
    const { contact_id, contact_person, contact_exists, person_eligible } = command.data;
    if (state.status === 'active') throw portalExists();
    if (!contact_exists) throw contactNotFound();
    if (!person_eligible) throw invalidContactPerson();
    return [{ type: 'PortalCreated', data: { contact_id, contact_person } }];
  }
  if (state.status !== 'active') throw portalNotFound();
  switch (command.type) {
    case 'ChangePortalContactPerson': {
      if (!command.data.person_eligible) throw invalidContactPerson();
      if (command.data.contact_person === state.contactPerson) return [];
      return [{ type: 'PortalContactPersonChanged', data: { contact_person: command.data.contact_person } }];
    }
    case 'DeletePortal':
      return [{ type: 'PortalDeleted', data: {} }];
    case 'AddPortalMember': {
      const { user_id, person_id } = command.data;
      const taken = user_id in state.members || Object.values(state.members).some((member) => member.personId === person_id);
      if (taken) throw alreadyInPortal();
      return [{ type: 'PortalMemberAdded', data: command.data }];
    }
    case 'ChangePortalMember': {
      const member = state.members[command.data.user_id];
      if (!member) throw memberNotFound();
      const data: { user_id: string; status?: 'active' | 'inactive'; extended_permissions?: boolean } = { user_id: command.data.user_id };
      if (command.data.status !== undefined && command.data.status !== member.status) data.status = command.data.status;
      if (command.data.extended_permissions !== undefined && command.data.extended_permissions !== member.extendedPermissions) {
        data.extended_permissions = command.data.extended_permissions;
      }
      return Object.keys(data).length > 1 ? [{ type: 'PortalMemberChanged', data }] : [];
    }
    case 'RemovePortalMember':
      if (!(command.data.user_id in state.members)) throw memberNotFound();
      return [{ type: 'PortalMemberRemoved', data: { user_id: command.data.user_id } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
