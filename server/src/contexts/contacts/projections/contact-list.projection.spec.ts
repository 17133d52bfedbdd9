import type { ContactView } from '@kollab/contracts';
import type { ReadStore, ScopedCollection, StoredDoc } from '../../../core/read-store/read-store';
import { recordedContactEvent } from './recorded-event.spec-helper';
import { CONTACT_INDEX_COLLECTION, CONTACTS_COLLECTION, contactListProjection, type ContactIndexRow } from './contact-list.projection';

/** Just enough of a read store for point reads and writes (the real one runs in the integration suites). */
function memoryStore(): ReadStore & { doc<T>(collection: string, id: string): T | undefined } {
  const rows = new Map<string, StoredDoc>();
  return {
    doc: <T>(collection: string, id: string) => rows.get(`${collection}|a1|${id}`) as T | undefined,
    collection<Doc extends StoredDoc>(name: string) {
      return {
        forAccount: (accountId: string) =>
          ({
            get: async (id: string) => rows.get(`${name}|${accountId}|${id}`) as Doc | undefined,
            upsert: async (doc: Doc) => void rows.set(`${name}|${accountId}|${doc.id}`, structuredClone(doc)),
          }) as unknown as ScopedCollection<Doc>,
      };
    },
  };
}

const event = recordedContactEvent;

const fields = {
  name: 'Müller Maschinenbau GmbH',
  number: 'K-1001',
  type: 't1',
  address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
  uid: 'DE123456789',
  details: {},
};

describe('contact list projection', () => {
  it('writes the view and the index of a contact, applying each event twice without harm', async () => {
    const store = memoryStore();
    const events = [
      event(1, 'ContactCreated', fields),
      event(2, 'ContactPersonAdded', { person_id: 'p1', name: 'Petra Schmidt', email: 'p@m.de' }),
      event(3, 'ContactLogoChanged', { file_id: 'f1' }),
      event(4, 'ContactChanged', { ...fields, name: 'Müller GmbH', homepage: 'https://m.de' }),
    ];
    for (const e of events) {
      await contactListProjection.apply(e, store);
      await contactListProjection.apply(e, store);
    }
    expect(store.doc<ContactView>(CONTACTS_COLLECTION, 'c1')).toEqual({
      id: 'c1',
      ...fields,
      name: 'Müller GmbH',
      homepage: 'https://m.de',
      contact_since: null,
      account_manager: null,
      key_account_manager: null,
      logo: '/api/v1/files/f1',
      persons: [
        {
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
        },
      ],
      created_at: '2030-01-01T00:00:00.000Z',
      updated_at: '2030-01-04T00:00:00.000Z',
      version: 4,
    });
    expect(store.doc<ContactIndexRow>(CONTACT_INDEX_COLLECTION, 'c1')).toMatchObject({
      status: 'active',
      name_key: 'müller gmbh',
      number_key: 'k-1001',
      persons: 'Petra Schmidt',
      version: 4,
    });
  });

  it('leaves a tombstone with the version when the contact is deleted', async () => {
    const store = memoryStore();
    for (const e of [event(1, 'ContactCreated', fields), event(2, 'ContactDeleted', {})]) {
      await contactListProjection.apply(e, store);
      await contactListProjection.apply(e, store);
    }
    expect(store.doc(CONTACTS_COLLECTION, 'c1')).toEqual({ id: 'c1', version: 2, deleted: true });
    expect(store.doc<ContactIndexRow>(CONTACT_INDEX_COLLECTION, 'c1')).toMatchObject({ status: 'deleted', version: 2 });
  });
});
