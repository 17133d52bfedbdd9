import { describe, expect, it } from 'vitest';
import {
  contactBody,
  contactFormValues,
  contactMessages,
  personBody,
  personMessages,
  serverMessages,
  type ContactFormValues,
} from './contact-form-values';
import { contactView, element } from './contacts.fixtures';

const ELEMENTS = [
  element('branche', 'dropdown', { options: ['Handel', 'Energie'], required: true }),
  element('trenner', 'divider'),
  element('newsletter', 'checkbox'),
  element('mitarbeiter', 'number'),
  element('termin', 'date-time'),
  element('kanaele', 'multiple', { options: ['E-Mail', 'Telefon'] }),
  element('zufriedenheit', 'rating', { max: 5 }),
  element('anruf', 'time'),
];

function filled(overrides: Partial<ContactFormValues> = {}): ContactFormValues {
  return {
    ...contactFormValues(null, ELEMENTS),
    name: ' Neue Firma ',
    number: 'K-9',
    type: 'type-kd',
    street: 'Weg 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    uid: 'DE 999 888 777',
    ...overrides,
  };
}

describe('contact form values', () => {
  it('a new contact starts empty, with a value of the right kind per element (none for dividers)', () => {
    expect(contactFormValues(null, ELEMENTS).details).toEqual({
      branche: '',
      newsletter: false,
      mitarbeiter: '',
      termin: '',
      kanaele: [],
      zufriedenheit: null,
      anruf: '',
    });
  });

  it('an edited contact shows its values, a date-time in local time and a number as text', () => {
    const view = contactView('a', { details: { mitarbeiter: 42, termin: '2026-12-01T09:30:00.000Z', newsletter: true } });
    const values = contactFormValues(view, ELEMENTS);
    expect(values).toMatchObject({
      name: 'Contact a',
      zip: '70565',
      country: 'DE',
      homepage: '',
      account_manager: 'user-1',
      key_account_manager: '',
    });
    expect(values.details.mitarbeiter).toBe('42');
    expect(values.details.newsletter).toBe(true);
    expect(new Date(values.details.termin as string).toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('the create body is stripped deep (contracts stripEmpty): no empty text, list or object; an unticked box stays false', () => {
    const body = contactBody(
      filled({ details: { branche: 'Handel', newsletter: false, mitarbeiter: '42', kanaele: [], anruf: '09:15', termin: '' } }),
      ELEMENTS,
      'create',
    );
    expect(body).toEqual({
      name: 'Neue Firma',
      number: 'K-9',
      type: 'type-kd',
      address: { street: 'Weg 1', zip: '10115', city: 'Berlin', country: 'DE' },
      uid: 'DE 999 888 777',
      details: { branche: 'Handel', newsletter: false, mitarbeiter: 42, anruf: '09:15' },
    });
  });

  it('a date-time is sent with its zone', () => {
    const body = contactBody(filled({ details: { branche: 'Handel', termin: '2026-12-01T10:30' } }), ELEMENTS, 'create');
    expect((body.details as Record<string, string>).termin).toMatch(/^2026-12-0\dT\d\d:30:00\.000Z$/);
  });

  it('the update body strips the top level only: an emptied street stays and is refused', () => {
    const body = contactBody(filled({ street: '' }), ELEMENTS, 'edit');
    expect(body.address).toEqual({ street: '', zip: '10115', city: 'Berlin', country: 'DE' });
    expect(contactMessages(body, ELEMENTS, 'en').street).toBe('This field is required.');
  });

  it('the contracts rules speak per field: required, zip 3–10 digits, VAT id, URL, required details', () => {
    const body = contactBody(filled({ name: '', zip: '12', uid: 'x', homepage: 'www.example.com', type: '' }), ELEMENTS, 'create');
    const messages = contactMessages(body, ELEMENTS, 'en');
    expect(messages).toMatchObject({
      name: 'This field is required.',
      type: 'This field is required.',
      zip: 'Please enter 3 to 10 digits.',
      uid: 'The VAT id has 4 to 15 letters or digits (spaces do not count).',
      homepage: 'Please enter a valid URL.',
      'details.branche': 'This field is required.',
    });
    expect(messages.number).toBeUndefined();
  });

  it('an empty address on create (stripped whole) makes each address field required', () => {
    const body = contactBody(filled({ street: '', zip: '', city: '', country: '' }), ELEMENTS, 'create');
    expect(body.address).toBeUndefined();
    expect(contactMessages(body, ELEMENTS, 'de')).toMatchObject({
      street: 'Dieses Feld ist erforderlich.',
      zip: 'Dieses Feld ist erforderlich.',
      city: 'Dieses Feld ist erforderlich.',
      country: 'Dieses Feld ist erforderlich.',
    });
  });

  it('detail values break the element rules as the server says: a rating above its max, a number that is none', () => {
    const body = {
      ...contactBody(filled({ details: { branche: 'Handel' } }), ELEMENTS, 'create'),
      details: { branche: 'Handel', zufriedenheit: 7, mitarbeiter: 'viele' },
    };
    expect(contactMessages(body, ELEMENTS, 'en')).toEqual({ 'details.zufriedenheit': 'At most 5.', 'details.mitarbeiter': 'Please enter a number.' });
  });

  it("the server's field errors land on the form's fields (address.zip is the zip field)", () => {
    expect(
      serverMessages({
        'address.zip': ['Bitte 3 bis 10 Ziffern.'],
        number: ['A contact with this number already exists', 'x'],
        'details.branche': ['Pflicht'],
      }),
    ).toEqual({
      zip: 'Bitte 3 bis 10 Ziffern.',
      number: 'A contact with this number already exists',
      'details.branche': 'Pflicht',
    });
  });

  it('a person: empties stripped, the contracts rules (name required, e-mail, gender)', () => {
    const body = personBody({
      name: ' ',
      salutation: 'Frau',
      gender: '',
      date_of_birth: '',
      email: 'kein',
      phone: '',
      mobile: '',
      role: '',
      account_manager: '',
    });
    expect(body).toEqual({ salutation: 'Frau', email: 'kein' });
    expect(personMessages(body, 'en')).toEqual({ name: 'This field is required.', email: 'Please enter a valid e-mail address.' });
  });
});
