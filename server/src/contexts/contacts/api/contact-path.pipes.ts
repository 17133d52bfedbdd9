import { UuidPathPipe } from '../../../core/http/path-id.pipe';

/** A person id in a path (contact ids: public/contact-id.pipe.ts). */
export const PersonIdPipe = new UuidPathPipe('contacts.person_not_found');
