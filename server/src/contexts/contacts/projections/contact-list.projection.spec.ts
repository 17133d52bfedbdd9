import type { ContactFields } from '@kollab/contracts';
import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { ContactEvent } from '../domain/contact.events';
import { CONTACT_INDEX_COLLECTION, CONTACTS_COLLECTION, contactListProjection } from './contact-list.projection';

const fields: ContactFields = {
  name: 'Müller Maschinenbau GmbH',
  number: 'K-1001',
  type: 't1',
  address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
  uid: 'DE123456789',
  details: {},
};

const petra = {
  person_id: 'p1',
  name: 'Petra Schmidt',
  email: 'p@m.de',
};

const personView = {
  id: 'p1',
  name: 'Petra Schmidt',
  salutation: null,
  gender: null,
  date_of_birth: null,
  email: 'p@m.de',
  phone: null,
  mobile: null,
  role: null,
  account_manager: null,
};

describe('contact list projection', () => {
  const spec = ProjectionSpecification.for(contactListProjection);

  it('writes the view and the index of a contact', async () => {
    const contact = streamEvents<ContactEvent>('contact-c1');
    const store = await spec
      .given()
      .when(
        contact('ContactCreated', fields),
        contact('ContactPersonAdded', petra),
        contact('ContactLogoChanged', { file_id: 'f1' }),
        contact('ContactChanged', { ...fields, name: 'Müller GmbH', homepage: 'https://m.de' }),
      )
      .applied();
    expect(store.document(CONTACTS_COLLECTION, 'c1')).toEqual({
      id: 'c1',
      ...fields,
      name: 'Müller GmbH',
      homepage: 'https://m.de',
      contact_since: null,
      account_manager: null,
      key_account_manager: null,
      logo: '/api/v1/files/f1',
      persons: [personView],
      created_at: '2030-01-01T00:00:00.000Z',
      updated_at: '2030-01-04T00:00:00.000Z',
      version: 4,
    });
    expect(store.document(CONTACT_INDEX_COLLECTION, 'c1')).toMatchObject({
      id: 'c1',
      status: 'active',
      type: 't1',
      name: 'Müller GmbH',
      name_key: 'müller gmbh',
      number: 'K-1001',
      number_key: 'k-1001',
      street: 'Industriestraße 12',
      zip: '70565',
      city: 'Stuttgart',
      uid: 'DE123456789',
      persons: 'Petra Schmidt',
      contact_since: null,
      created_at: dayOf2030(1),
      updated_at: dayOf2030(4),
      version: 4,
    });
  });

  it('changes and removes persons and the logo; a change keeps the persons and the logo', async () => {
    const contact = streamEvents<ContactEvent>('contact-c1');
    const store = await spec
      .given(
        contact('ContactCreated', { ...fields, contact_since: '2019-04-01', account_manager: 'u-anna' }),
        contact('ContactPersonAdded', petra),
        contact('ContactPersonAdded', { person_id: 'p2', name: 'Jonas Weber', role: 'Einkauf' }),
        contact('ContactLogoChanged', { file_id: 'f1' }),
      )
      .when(
        contact('ContactPersonChanged', { person_id: 'p1', name: 'Petra Schmidt-Lang', salutation: 'Frau', phone: '+49 711 123456' }),
        contact('ContactPersonRemoved', { person_id: 'p2' }),
        contact('ContactLogoRemoved', {}),
      )
      .applied();
    expect(store.document(CONTACTS_COLLECTION, 'c1')).toMatchObject({
      contact_since: '2019-04-01',
      account_manager: 'u-anna',
      logo: null,
      persons: [{ ...personView, name: 'Petra Schmidt-Lang', salutation: 'Frau', email: null, phone: '+49 711 123456' }],
      version: 7,
    });
    expect(store.document(CONTACT_INDEX_COLLECTION, 'c1')).toMatchObject({ persons: 'Petra Schmidt-Lang', contact_since: '2019-04-01', version: 7 });
  });

  it('leaves a tombstone with the version when the contact is deleted', async () => {
    const contact = streamEvents<ContactEvent>('contact-c1');
    const when = spec.given(contact('ContactCreated', fields)).when(contact('ContactDeleted', {}));
    await when.thenDocument(CONTACTS_COLLECTION, 'c1', { id: 'c1', version: 2, deleted: true });
    await when.thenDocumentMatches(CONTACT_INDEX_COLLECTION, 'c1', { status: 'deleted', version: 2 });
  });

  it('ignores events before the contact was created', async () => {
    const contact = streamEvents<ContactEvent>('contact-c1');
    await spec.given().when(contact('ContactPersonAdded', petra), contact('ContactDeleted', {})).thenNothingChanged();
  });

  it("keeps each account's contacts in that account", async () => {
    const contact = streamEvents<ContactEvent>('contact-c2', { accountId: 'a2' });
    const store = await spec.given().when(contact('ContactCreated', fields)).applied();
    expect(store.document(CONTACTS_COLLECTION, 'c2', 'a2')).toMatchObject({ id: 'c2', name: 'Müller Maschinenbau GmbH' });
    expect(store.document(CONTACT_INDEX_COLLECTION, 'c2', 'a2')).toMatchObject({ id: 'c2', number_key: 'k-1001' });
    expect(store.document(CONTACTS_COLLECTION, 'c2')).toBeUndefined();
  });
});
