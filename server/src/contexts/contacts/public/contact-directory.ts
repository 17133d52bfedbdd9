/** A contact person as portals need it (name and e-mail to invite them). */
export interface DirectoryContactPerson {
  id: string;
  name: string;
  email: string | null;
}

/** A contact as other contexts need it. */
export interface DirectoryContact {
  id: string;
  name: string;
  persons: DirectoryContactPerson[];
}

/**
 * Read access to the account's contacts for other contexts (portals: the contact and
 * its persons). Provided globally by the contacts context; read from its read model.
 */
export interface ContactDirectory {
  /** The live contact, or undefined when the account has none with that id. */
  find(accountId: string, contactId: string): Promise<DirectoryContact | undefined>;
}

export const CONTACT_DIRECTORY = Symbol('CONTACT_DIRECTORY');
