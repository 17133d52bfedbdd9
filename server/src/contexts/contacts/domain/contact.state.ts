import type { ContactFields, ContactPersonFields } from '@kollab/contracts';
import type { ContactEvent } from './contact.events';

export type ContactPerson = { id: string } & ContactPersonFields;

/** A contact: its fields, its persons in the order they were added, its logo (a file id). */
export type ContactState = { status: 'none' } | ({ status: 'active' | 'deleted'; persons: ContactPerson[]; logo: string | null } & ContactFields);

export const initialContactState = (): ContactState => ({ status: 'none' });

const personOf = ({ person_id, ...fields }: { person_id: string } & ContactPersonFields): ContactPerson => ({ id: person_id, ...fields });

export function evolveContact(state: ContactState, event: ContactEvent): ContactState {
  if (event.type === 'ContactCreated') return { status: 'active', ...event.data, persons: [], logo: null };
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'ContactChanged':
      return { status: 'active', ...event.data, persons: state.persons, logo: state.logo };
    case 'ContactDeleted':
      return { ...state, status: 'deleted' };
    case 'ContactLogoChanged':
      return { ...state, logo: event.data.file_id };
    case 'ContactLogoRemoved':
      return { ...state, logo: null };
    case 'ContactPersonAdded':
      return { ...state, persons: [...state.persons, personOf(event.data)] };
    case 'ContactPersonChanged':
      return { ...state, persons: state.persons.map((person) => (person.id === event.data.person_id ? personOf(event.data) : person)) };
    case 'ContactPersonRemoved':
      return { ...state, persons: state.persons.filter((person) => person.id !== event.data.person_id) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The contact's own fields (without status, persons, logo or anything a store added). */
export function fieldsOf(state: Exclude<ContactState, { status: 'none' }>): ContactFields {
  const { name, number, type, address, homepage, uid, contact_since, account_manager, key_account_manager, details } = state;
  const optional = { homepage, contact_since, account_manager, key_account_manager };
  return {
    name,
    number,
    type,
    address,
    uid,
    details,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
