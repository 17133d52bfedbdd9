import type { ContactFields, ContactPersonFields, FormElement } from '@kollab/contracts';

/** A contact as sent (after `contactSaveBody`): the decider checks and normalises every field. */
export type ContactDraft = Omit<ContactFields, 'details'> & { details?: Record<string, unknown> };

/** A person as sent. */
export type PersonDraft = Omit<ContactPersonFields, 'gender'> & { gender?: string };

/** What the handler looked up for the decision (the decider reads no store and no clock). */
export interface ContactFacts {
  /** The draft's type is one of the account's contact types. */
  typeKnown: boolean;
  /** Of the member ids the draft names, those of active staff members of the account. */
  activeMemberIds: readonly string[];
  /** The account's contact form schema now. */
  form: readonly FormElement[];
}

export interface PersonFacts {
  activeMemberIds: readonly string[];
  /** The command's day (date of birth plausibility). */
  today: Date;
}

export type CreateContact = { type: 'CreateContact'; data: { draft: ContactDraft; facts: ContactFacts } };
export type ChangeContact = { type: 'ChangeContact'; data: { draft: ContactDraft; facts: ContactFacts } };
export type DeleteContact = { type: 'DeleteContact'; data: Record<string, never> };
export type ChangeContactLogo = { type: 'ChangeContactLogo'; data: { file_id: string } };
export type RemoveContactLogo = { type: 'RemoveContactLogo'; data: Record<string, never> };
export type AddContactPerson = { type: 'AddContactPerson'; data: { person_id: string; draft: PersonDraft; facts: PersonFacts } };
export type ChangeContactPerson = { type: 'ChangeContactPerson'; data: { person_id: string; draft: PersonDraft; facts: PersonFacts } };
export type RemoveContactPerson = { type: 'RemoveContactPerson'; data: { person_id: string } };

export type ContactCommand =
  | CreateContact
  | ChangeContact
  | DeleteContact
  | ChangeContactLogo
  | RemoveContactLogo
  | AddContactPerson
  | ChangeContactPerson
  | RemoveContactPerson;
