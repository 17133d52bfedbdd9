import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { ContactFormEvent } from '../domain/contact-form.events';
import { evolveContactForm, initialContactFormState, type ContactFormState } from '../domain/contact-form.state';
import type { ContactEvent } from '../domain/contact.events';
import { evolveContact, initialContactState, type ContactState } from '../domain/contact.state';

/** The contact as folded from its stream: the domain's state plus when it was created. */
export type StoredContactState = ContactState & { created_at?: string };

/** Streams `contact-<uuid>` in the contact's account: the contact, its persons and its logo. */
export const contactAggregate = defineAggregate<StoredContactState, ContactEvent>({
  type: 'contact',
  initialState: initialContactState,
  // These streams hold only the events of CONTACT_EVENT_TYPES.
  evolve: (state, event) => {
    const next: StoredContactState = evolveContact(state, event);
    if (next.status === 'none') return next;
    return { ...next, created_at: state.created_at ?? event.metadata.occurredAt };
  },
});

/** The stream `contact_form-<accountId>`: the account's contact form schema. */
export const contactFormAggregate = defineAggregate<ContactFormState, ContactFormEvent>({
  type: 'contact_form',
  initialState: initialContactFormState,
  evolve: (state, event) => evolveContactForm(state, event),
});
