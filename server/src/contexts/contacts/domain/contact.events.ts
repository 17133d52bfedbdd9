import type { ContactFields, ContactPersonFields } from '@kollab/contracts';

/** A new contact with its fields (optional ones absent when empty). */
export type ContactCreated = { type: 'ContactCreated'; data: ContactFields };
/** PUT: the contact's fields as they are now, all of them (a field left out was cleared). */
export type ContactChanged = { type: 'ContactChanged'; data: ContactFields };
export type ContactDeleted = { type: 'ContactDeleted'; data: Record<string, never> };
/** The logo is the file `file_id` of the account's files (kind `contact_logo`). */
export type ContactLogoChanged = { type: 'ContactLogoChanged'; data: { file_id: string } };
export type ContactLogoRemoved = { type: 'ContactLogoRemoved'; data: Record<string, never> };
export type ContactPersonAdded = { type: 'ContactPersonAdded'; data: { person_id: string } & ContactPersonFields };
/** PUT of a person: all of its fields as they are now. */
export type ContactPersonChanged = { type: 'ContactPersonChanged'; data: { person_id: string } & ContactPersonFields };
export type ContactPersonRemoved = { type: 'ContactPersonRemoved'; data: { person_id: string } };

export type ContactEvent =
  | ContactCreated
  | ContactChanged
  | ContactDeleted
  | ContactLogoChanged
  | ContactLogoRemoved
  | ContactPersonAdded
  | ContactPersonChanged
  | ContactPersonRemoved;

export const CONTACT_EVENT_TYPES: readonly ContactEvent['type'][] = [
  'ContactCreated',
  'ContactChanged',
  'ContactDeleted',
  'ContactLogoChanged',
  'ContactLogoRemoved',
  'ContactPersonAdded',
  'ContactPersonChanged',
  'ContactPersonRemoved',
];
