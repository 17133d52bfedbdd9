import type { FormElement } from '@kollab/contracts';

/** The account's contact form schema as it is now (all elements, in order). */
export type ContactFormChanged = { type: 'ContactFormChanged'; data: { elements: FormElement[] } };

export type ContactFormEvent = ContactFormChanged;

export const CONTACT_FORM_EVENT_TYPES: readonly ContactFormEvent['type'][] = ['ContactFormChanged'];
