import type { FormElement } from '@kollab/contracts';
import type { ContactFormEvent } from './contact-form.events';

/** One schema per account (stream `contact_form-<accountId>`); empty until a manager saves one. */
export interface ContactFormState {
  elements: FormElement[];
}

export const initialContactFormState = (): ContactFormState => ({ elements: [] });

export function evolveContactForm(_state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case 'ContactFormChanged':
      return { elements: event.data.elements };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}
