import { contactSaveBody, stripEmpty } from './strip-empty';

describe('stripEmpty (seed §5 contact save)', () => {
  it('strips empty, null and zero values recursively on create, and objects left empty', () => {
    const body = {
      name: 'Müller',
      homepage: '',
      contact_since: null,
      rating: 0,
      note: '   ',
      active: false,
      address: { street: 'A', zip: '', city: null },
      details: { a: '', b: [], c: {}, d: ['', 'x', null], e: 0 },
      empty: { nothing: '' },
    };
    expect(stripEmpty(body, { deep: true })).toEqual({
      name: 'Müller',
      active: false,
      address: { street: 'A' },
      details: { d: ['x'] },
    });
  });

  it('looks at the top level only on update', () => {
    const body = { name: '', address: { street: '', zip: '123' }, details: { a: '' }, uid: null, count: 0 };
    expect(stripEmpty(body, { deep: false })).toEqual({ address: { street: '', zip: '123' }, details: { a: '' } });
  });
});

describe('contactSaveBody', () => {
  it('sends the number as text and contact_since as YYYY-MM-DD', () => {
    expect(contactSaveBody({ number: 1001, contact_since: new Date(2019, 3, 1) }, 'create')).toEqual({ number: '1001', contact_since: '2019-04-01' });
  });

  it('strips a number 0 like every zero value', () => {
    expect(contactSaveBody({ number: 0, name: 'X' }, 'update')).toEqual({ name: 'X' });
  });
});
