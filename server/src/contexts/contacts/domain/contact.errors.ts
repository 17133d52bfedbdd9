import { DomainRefusal } from '@kollab/contracts';

export const contactNotFound = (): DomainRefusal => DomainRefusal.notFound('contacts.contact_not_found');
export const personNotFound = (): DomainRefusal => DomainRefusal.notFound('contacts.person_not_found');
