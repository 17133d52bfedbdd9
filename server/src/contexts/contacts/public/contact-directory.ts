import type { ContactAddress, PolicyActor } from '@kollab/contracts';

/** A contact person as portals need it (name and e-mail to invite them) and prints address them (salutation). */
export interface DirectoryContactPerson {
  id: string;
  name: string;
  email: string | null;
  salutation: string | null;
}

/** A contact as other contexts need it (the offer print: its number and postal address). */
export interface DirectoryContact {
  id: string;
  name: string;
  number: string;
  address: ContactAddress;
  persons: DirectoryContactPerson[];
}

/**
 * Read access to the account's contacts for other contexts (portals: the contact and
 * its persons; tasks and protocols: a contact's tabs; offers: the customer's address on
 * the print). Provided globally by the contacts context; read from its read model.
 */
export interface ContactDirectory {
  /** The live contact, or undefined when the account has none with that id. */
  find(accountId: string, contactId: string): Promise<DirectoryContact | undefined>;
  /**
   * 404 `contacts.contact_not_found` unless the account has the live contact and `actor`
   * may read it (the check of GET v1/contacts/{id}/tasks and /protocols, served by the
   * tasks and protocols contexts behind ContactsAppGuard and ContactIdPipe).
   */
  assertReadable(accountId: string, actor: PolicyActor, contactId: string): Promise<void>;
}

export const CONTACT_DIRECTORY = Symbol('CONTACT_DIRECTORY');
