import { DomainRefusal } from '@kollab/contracts';

export const portalNotFound = (): DomainRefusal => DomainRefusal.notFound('portals.portal_not_found');
export const portalExists = (): DomainRefusal => DomainRefusal.conflict('portals.portal_exists');
export const contactNotFound = (): DomainRefusal => DomainRefusal.invalid('portals.contact_not_found', 'contact_id');
export const invalidContactPerson = (): DomainRefusal => DomainRefusal.invalid('portals.invalid_contact_person', 'contact_person');
export const alreadyInPortal = (): DomainRefusal => DomainRefusal.conflict('portals.user_already_in_portal');
export const memberNotFound = (): DomainRefusal => DomainRefusal.notFound('portals.member_not_found');
