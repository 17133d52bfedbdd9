import { checkFormSchema, sameValue, DomainRefusal } from '@kollab/contracts';
import type { ContactFormEvent } from './contact-form.events';
import type { ContactFormState } from './contact-form.state';

/** A manager replaces the account's contact form schema. */
export type ChangeContactForm = { type: 'ChangeContactForm'; data: { elements: unknown } };

/**
 * The schema must hold: known types, unique keys, options for choice types, a max for
 * ratings (`checkFormSchema`). Nothing is recorded when it equals the current one.
 * Contacts keep the details they have; the next save of a contact is checked against
 * the new schema.
 */
export function decideContactForm(command: ChangeContactForm, state: ContactFormState): ContactFormEvent[] {
  const { elements, errors } = checkFormSchema(command.data.elements);
  if (Object.keys(errors).length) throw DomainRefusal.fields(errors);
  return sameValue(elements, state.elements) ? [] : [{ type: 'ContactFormChanged', data: { elements } }];
}
