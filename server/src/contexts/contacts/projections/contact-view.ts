import type { ContactPersonView, ContactView } from '@kollab/contracts';
import { fileUrl } from '../../../core/files/file-store';
import type { StoredContactState } from '../commands/contact.aggregate';
import type { ContactPerson, ContactState } from '../domain/contact.state';

type LiveContact = Exclude<ContactState, { status: 'none' }> & { created_at?: string };

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export function toPersonView(person: ContactPerson): ContactPersonView {
  return {
    id: person.id,
    name: person.name,
    salutation: orNull(person.salutation),
    gender: orNull(person.gender),
    date_of_birth: orNull(person.date_of_birth),
    email: orNull(person.email),
    phone: orNull(person.phone),
    mobile: orNull(person.mobile),
    role: orNull(person.role),
    account_manager: orNull(person.account_manager),
  };
}

/** The view of a contact's state (read model rows, past states): absent fields null, the logo as its download address. */
export function toContactView(id: string, state: LiveContact, version: number, updatedAt: string): ContactView {
  return {
    id,
    name: state.name,
    number: state.number,
    type: state.type,
    address: state.address,
    homepage: orNull(state.homepage),
    uid: state.uid,
    contact_since: orNull(state.contact_since),
    account_manager: orNull(state.account_manager),
    key_account_manager: orNull(state.key_account_manager),
    details: state.details,
    logo: state.logo ? fileUrl(state.logo) : null,
    persons: state.persons.map(toPersonView),
    created_at: state.created_at ?? updatedAt,
    updated_at: updatedAt,
    version,
  };
}

export const isLive = (state: StoredContactState): state is LiveContact => state.status !== 'none';
