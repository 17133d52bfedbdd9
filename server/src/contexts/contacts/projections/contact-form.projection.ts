import type { ContactFormView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore } from '../../../core/read-store/read-store';
import { CONTACT_FORM_EVENT_TYPES, type ContactFormEvent } from '../domain/contact-form.events';

/** One ContactFormView per account, under the account's id. */
export const CONTACT_FORMS_COLLECTION = 'contact_forms';

/** The schema before any manager saved one. */
export const emptyContactForm = (accountId: string): ContactFormView => ({ id: accountId, elements: [], version: 0, updated_at: null });

export const contactFormProjection: Projection = {
  name: 'contact-form',
  version: 1,
  collections: [CONTACT_FORMS_COLLECTION],
  eventTypes: CONTACT_FORM_EVENT_TYPES,
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const accountId = recorded.metadata.accountId;
    const forms = store.collection<ContactFormView>(CONTACT_FORMS_COLLECTION).forAccount(accountId);
    const current = await forms.get(accountId);
    if (current && current.version >= recorded.streamPosition) return;
    const event = recorded as unknown as ContactFormEvent;
    await forms.upsert({ id: accountId, elements: event.data.elements, version: recorded.streamPosition, updated_at: recorded.metadata.occurredAt });
  },
};
