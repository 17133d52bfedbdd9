import { buildHistory } from '../../../core/history/item-history';
import { contactAggregate } from '../commands/contact.aggregate';
import { streamEvents } from '../../../core/testing/projection-specification';
import type { ContactEvent } from '../domain/contact.events';
import { contactHistory } from './contact-history';

const fields = {
  name: 'M',
  number: 'K-1',
  type: 't',
  address: { street: 'S', zip: '123', city: 'C', country: 'DE' },
  uid: 'DE1234',
  details: { a: 1 },
};

describe('contact history', () => {
  it('names the changed fields of address, details and persons', () => {
    const event = streamEvents<ContactEvent>('contact-c1');
    const events = [
      event('ContactCreated', fields),
      event('ContactChanged', { ...fields, address: { ...fields.address, zip: '456' }, details: { a: 2, b: 'x' } }),
      event('ContactPersonAdded', { person_id: 'p1', name: 'Petra' }),
      event('ContactPersonChanged', { person_id: 'p1', name: 'Petra', email: 'p@m.de' }),
      event('ContactPersonRemoved', { person_id: 'p1' }),
    ];
    const fieldsOf = contactHistory(buildHistory(contactAggregate, events)).map((entry) => entry.changes.map((c) => c.field));
    expect(fieldsOf[0]).toEqual(expect.arrayContaining(['name', 'address.zip', 'details.a', 'status']));
    expect(fieldsOf[0]).not.toContain('created_at');
    expect(fieldsOf.slice(1)).toEqual([['address.zip', 'details.a', 'details.b'], ['persons.p1'], ['persons.p1.email'], ['persons.p1']]);
  });
});
