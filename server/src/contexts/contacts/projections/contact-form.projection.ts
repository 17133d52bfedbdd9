import type { ContactFormView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { CONTACT_FORM_EVENT_TYPES, type ContactFormEvent } from '../domain/contact-form.events';

/** One ContactFormView per account, under the account's id. */
export const CONTACT_FORMS_COLLECTION = 'contact_forms';

/** The schema before any manager saved one. */
export const emptyContactForm = (accountId: string): ContactFormView => ({ id: accountId, elements: [], version: 0, updated_at: null });

/** The account's one form schema, replaced by each save. */
export const contactFormProjection = singleStreamProjection<ContactFormView, ContactFormEvent>({
  name: 'contact-form',
  version: 1,
  collection: CONTACT_FORMS_COLLECTION,
  eventTypes: CONTACT_FORM_EVENT_TYPES,
  documentId: (event) => event.metadata.accountId,
  evolve: (_current, event) => ({
    id: event.metadata.accountId,
    elements: event.data.elements,
    version: event.streamPosition,
    updated_at: event.metadata.occurredAt,
  }),
});
