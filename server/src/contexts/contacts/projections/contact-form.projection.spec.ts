import type { FormElement } from '@kollab/contracts';
import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { ContactFormEvent } from '../domain/contact-form.events';
import { CONTACT_FORMS_COLLECTION, contactFormProjection } from './contact-form.projection';

const industry: FormElement = {
  key: 'branche',
  type: 'dropdown',
  label: 'Branche',
  helpblock: null,
  placeholder: 'Bitte wählen',
  required: true,
  options: ['Maschinenbau', 'Logistik', 'Handel'],
};
const rating: FormElement = {
  key: 'bewertung',
  type: 'rating',
  label: 'Bewertung',
  helpblock: 'Wie zufrieden sind wir?',
  placeholder: null,
  required: false,
  max: 5,
};
const notes: FormElement = { key: 'notizen', type: 'long-text', label: 'Notizen', helpblock: null, placeholder: null, required: false };

describe('contact form projection', () => {
  const spec = ProjectionSpecification.for(contactFormProjection);

  it("writes the account's form under the account's id", async () => {
    const form = streamEvents<ContactFormEvent>('contact_form-a1');
    await spec
      .given()
      .when(form('ContactFormChanged', { elements: [industry, rating] }))
      .thenDocument(CONTACT_FORMS_COLLECTION, 'a1', { id: 'a1', elements: [industry, rating], version: 1, updated_at: dayOf2030(1) });
  });

  it('replaces the whole schema with each save (elements dropped, reordered, added)', async () => {
    const form = streamEvents<ContactFormEvent>('contact_form-a1');
    await spec
      .given(form('ContactFormChanged', { elements: [industry, rating] }))
      .when(form('ContactFormChanged', { elements: [notes, industry] }))
      .thenDocument(CONTACT_FORMS_COLLECTION, 'a1', { id: 'a1', elements: [notes, industry], version: 2, updated_at: dayOf2030(2) });
  });

  it("keeps each account's form in that account", async () => {
    const form = streamEvents<ContactFormEvent>('contact_form-a2', { accountId: 'a2' });
    const store = await spec
      .given()
      .when(form('ContactFormChanged', { elements: [] }))
      .applied();
    expect(store.document(CONTACT_FORMS_COLLECTION, 'a2', 'a2')).toEqual({ id: 'a2', elements: [], version: 1, updated_at: dayOf2030(1) });
    expect(store.document(CONTACT_FORMS_COLLECTION, 'a1')).toBeUndefined();
    expect(store.document(CONTACT_FORMS_COLLECTION, 'a2')).toBeUndefined();
  });
});
