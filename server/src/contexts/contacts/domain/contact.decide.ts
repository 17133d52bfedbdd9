import { sameValue, DomainRefusal, type FormErrors } from '@kollab/contracts';
import type { ContactCommand } from './contact.commands';
import type { ContactEvent } from './contact.events';
import { contactNotFound, personNotFound } from './contact.errors';
import { fieldsOf, type ContactState } from './contact.state';
import { checkContact, checkPerson } from './contact.validate';

function valid<T>(checked: { fields: T; errors: FormErrors }): T {
  if (Object.keys(checked.errors).length) throw DomainRefusal.fields(checked.errors);
  return checked.fields;
}

/**
 * Create: every rule of seed §5 (the number's uniqueness is held by the reservation
 * before the append, see store/). Change: the same rules, nothing when nothing changes.
 * Delete, logo and persons: only on a live contact; persons by their id.
 */
export function decideContact(command: ContactCommand, state: ContactState): ContactEvent[] {
  if (command.type === 'CreateContact') {
    // Ids are made by the server: an existing stream means a bug, never a takeover.
    if (state.status !== 'none') throw contactNotFound();
    return [{ type: 'ContactCreated', data: valid(checkContact(command.data.draft, command.data.facts)) }];
  }
  if (state.status !== 'active') throw contactNotFound();
  switch (command.type) {
    case 'ChangeContact': {
      const current = fieldsOf(state);
      const fields = valid(checkContact(command.data.draft, command.data.facts, current));
      return sameValue(fields, current) ? [] : [{ type: 'ContactChanged', data: fields }];
    }
    case 'DeleteContact':
      return [{ type: 'ContactDeleted', data: {} }];
    case 'ChangeContactLogo':
      return state.logo === command.data.file_id ? [] : [{ type: 'ContactLogoChanged', data: { file_id: command.data.file_id } }];
    case 'RemoveContactLogo':
      return state.logo === null ? [] : [{ type: 'ContactLogoRemoved', data: {} }];
    case 'AddContactPerson': {
      const { person_id, draft, facts } = command.data;
      if (state.persons.some((person) => person.id === person_id)) throw personNotFound();
      return [{ type: 'ContactPersonAdded', data: { person_id, ...valid(checkPerson(draft, facts)) } }];
    }
    case 'ChangeContactPerson': {
      const { person_id, draft, facts } = command.data;
      const found = state.persons.find((person) => person.id === person_id);
      if (!found) throw personNotFound();
      const { id: _id, ...current } = found;
      const fields = valid(checkPerson(draft, facts, current));
      return sameValue(fields, current) ? [] : [{ type: 'ContactPersonChanged', data: { person_id, ...fields } }];
    }
    case 'RemoveContactPerson': {
      const { person_id } = command.data;
      if (!state.persons.some((person) => person.id === person_id)) throw personNotFound();
      return [{ type: 'ContactPersonRemoved', data: { person_id } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
