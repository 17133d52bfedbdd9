import { UuidPathPipe } from '../../../core/http/path-id.pipe';

/** A contact id in a path (the contacts routes, and a contact's tabs in tasks, protocols and offers): anything that cannot be a contact's uuid is simply not found. */
export const ContactIdPipe = new UuidPathPipe('contacts.contact_not_found');
