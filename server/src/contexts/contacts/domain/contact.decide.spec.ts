import type { FormElement } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { ContactCommand, ContactDraft, ContactFacts, PersonDraft } from './contact.commands';
import { decideContact } from './contact.decide';
import type { ContactEvent } from './contact.events';
import { evolveContact, initialContactState } from './contact.state';

const ANNA = 'user-anna';
const BEN = 'user-ben';
const TODAY = new Date('2025-06-15T10:00:00Z');

const draft = (overrides: Partial<Record<keyof ContactDraft, unknown>> = {}): ContactDraft =>
  ({
    name: 'Müller Maschinenbau GmbH',
    number: 'K-1001',
    type: 'type-kunde',
    address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
    uid: 'DE123456789',
    ...overrides,
  }) as ContactDraft;

const facts = (overrides: Partial<ContactFacts> = {}): ContactFacts => ({ typeKnown: true, activeMemberIds: [ANNA], form: [], ...overrides });
const created = (data: Partial<Record<string, unknown>> = {}): ContactEvent => ({
  type: 'ContactCreated',
  data: {
    name: 'Müller Maschinenbau GmbH',
    number: 'K-1001',
    type: 'type-kunde',
    address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
    uid: 'DE123456789',
    details: {},
    ...data,
  } as never,
});
const deleted: ContactEvent = { type: 'ContactDeleted', data: {} };
const spec = DeciderSpecification.for({ decide: decideContact, evolve: evolveContact, initialState: initialContactState });
const newContact = spec.given();
const contact = spec.given(created());
const deletedContact = spec.given(created(), deleted);
const create = (d: ContactDraft = draft(), f: ContactFacts = facts()): ContactCommand => ({ type: 'CreateContact', data: { draft: d, facts: f } });
const change = (d: ContactDraft = draft(), f: ContactFacts = facts()): ContactCommand => ({ type: 'ChangeContact', data: { draft: d, facts: f } });

describe('CreateContact', () => {
  it('creates the contact with trimmed texts and the uid without spaces in upper case; empty optional fields are absent', () => {
    const d = draft({
      name: '  Müller Maschinenbau GmbH ',
      uid: 'de 123 456 789',
      homepage: 'https://mueller-maschinenbau.de',
      contact_since: '2019-04-01',
    });
    newContact.when(create(d)).then([created({ homepage: 'https://mueller-maschinenbau.de', contact_since: '2019-04-01' })]);
  });

  it.each([
    ['name', { name: '   ' }, 'validation.required'],
    ['name', { name: 'x'.repeat(256) }, 'validation.max_length'],
    ['number', { number: undefined }, 'validation.required'],
    ['number', { number: 'K'.repeat(256) }, 'validation.max_length'],
    ['type', { type: '' }, 'validation.required'],
    ['uid', { uid: undefined }, 'validation.required'],
  ])('requires %s (and limits it to 255 characters)', (field, overrides, key) => {
    newContact.when(create(draft(overrides))).thenRefusesFields({ [field]: key });
  });

  it("refuses a type that is not one of the account's contact types", () => {
    newContact.when(create(draft(), facts({ typeKnown: false }))).thenRefusesFields({ type: 'validation.one_of' });
  });

  it('requires street, zip, city and country of the address', () => {
    newContact.when(create(draft({ address: { street: ' ', zip: '', city: '', country: '' } }))).thenRefuses({
      errors: {
        'address.city': expect.anything(),
        'address.country': expect.anything(),
        'address.street': expect.anything(),
        'address.zip': expect.anything(),
      },
    });
    newContact
      .when(create(draft({ address: undefined })))
      // the address's own fields are reported too
      .thenRefuses({ kind: 'invalid', errors: expect.objectContaining({ address: [expect.objectContaining({ key: 'validation.required' })] }) });
  });

  it.each(['12', '12345678901', '12a45', '70 565', '-123'])('refuses the zip %p (3 to 10 digits)', (zip) => {
    newContact
      .when(create(draft({ address: { street: 'A', zip, city: 'B', country: 'DE' } })))
      .thenRefusesFields({ 'address.zip': 'contacts.zip_invalid' });
  });

  it.each(['123', '1234567890'])('accepts the zip %p', (zip) => {
    newContact.when(create(draft({ address: { street: 'A', zip, city: 'B', country: 'DE' } }))).then((events) => expect(events).toHaveLength(1));
  });

  it.each(['XX', 'de', 'Deutschland', 'EU'])('refuses the country %p (ISO 3166-1 alpha-2 from the list)', (country) => {
    newContact
      .when(create(draft({ address: { street: 'A', zip: '123', city: 'B', country } })))
      .thenRefusesFields({ 'address.country': 'validation.one_of' });
  });

  it.each(['www.mueller.de', 'ftp://mueller.de', 'https://', 'javascript:alert(1)', `https://${'a'.repeat(250)}.de`])(
    'refuses the homepage %p (max 255, an http(s) URL)',
    (homepage) => {
      newContact.when(create(draft({ homepage }))).thenRefuses({
        errors: { homepage: expect.arrayContaining([expect.objectContaining({ key: expect.stringMatching(/^validation\.(url|max_length)$/) })]) },
      });
    },
  );

  it.each(['DE1', 'DE1234567890123X', 'DE-123456789', 'DE_123'])('refuses the uid %p (4 to 15 letters or digits)', (uid) => {
    newContact.when(create(draft({ uid }))).thenRefusesFields({ uid: 'contacts.uid_invalid' });
  });

  it.each(['2023-02-30', '01.02.2020', '2020-1-1', '2020-01-01T00:00:00Z'])('refuses contact_since %p (a real YYYY-MM-DD date)', (since) => {
    newContact.when(create(draft({ contact_since: since }))).thenRefusesFields({ contact_since: 'validation.date' });
  });

  it('takes active members as account managers and refuses anyone else', () => {
    newContact.when(create(draft({ account_manager: ANNA, key_account_manager: ANNA }))).then((events) => expect(events).toHaveLength(1));
    newContact.when(create(draft({ account_manager: BEN }))).thenRefusesFields({ account_manager: 'contacts.member_not_active' });
    newContact.when(create(draft({ key_account_manager: BEN }))).thenRefusesFields({ key_account_manager: 'contacts.member_not_active' });
  });

  it('reports every broken field at once', () => {
    const anything = expect.anything();
    newContact
      .when(create(draft({ name: '', number: '', uid: 'x', homepage: 'nope' }), facts({ typeKnown: false })))
      .thenRefuses({ errors: { homepage: anything, name: anything, number: anything, type: anything, uid: anything } });
  });

  it('never writes into an existing stream', () => {
    contact.when(create()).thenRefuses('not_found');
  });
});

describe('CreateContact: details against the form schema', () => {
  const element = (type: FormElement['type'], extra: Partial<FormElement> = {}): FormElement => ({
    key: 'field',
    type,
    label: 'Feld',
    helpblock: null,
    placeholder: null,
    required: false,
    ...extra,
  });
  const withDetails = (form: FormElement[], details: Record<string, unknown>) => newContact.when(create(draft({ details }), facts({ form })));

  it.each([
    ['checkbox', true, {}],
    ['checkbox', false, {}],
    ['date', '2024-02-29', {}],
    ['date-time', '2024-05-01T09:30:00Z', {}],
    ['date-time', '2024-05-01T09:30+02:00', {}],
    ['time', '23:59', {}],
    ['number', -12.5, {}],
    ['rating', 5, { max: 5 }],
    ['dropdown', 'B', { options: ['A', 'B'] }],
    ['radio', 'A', { options: ['A', 'B'] }],
    ['multiple', ['A', 'C'], { options: ['A', 'B', 'C'] }],
    ['short-text', 'kurz', {}],
    ['long-text', 'lang\n'.repeat(100), {}],
    ['user', ANNA, {}],
  ] as const)('stores the valid %s value %p', (type, value, extra) => {
    withDetails([element(type, extra as Partial<FormElement>)], { field: value }).then(([event]) =>
      expect((event.data as { details: unknown }).details).toEqual({ field: typeof value === 'string' ? value.trim() : value }),
    );
  });

  it.each([
    ['checkbox', 'yes', 'validation.boolean', {}],
    ['date', '2024-02-30', 'validation.date', {}],
    ['date-time', '2024-05-01 09:30', 'contacts.date_time_invalid', {}],
    ['date-time', '2024-05-01T09:30:00', 'contacts.date_time_invalid', {}],
    ['time', '24:00', 'contacts.time_invalid', {}],
    ['time', '9:30', 'contacts.time_invalid', {}],
    ['number', '12', 'contacts.number_invalid', {}],
    ['rating', 6, 'validation.max', { max: 5 }],
    ['rating', -1, 'validation.min', { max: 5 }],
    ['rating', 2.5, 'validation.integer', { max: 5 }],
    ['dropdown', 'C', 'validation.one_of', { options: ['A', 'B'] }],
    ['radio', ['A'], 'validation.one_of', { options: ['A', 'B'] }],
    ['multiple', ['A', 'D'], 'validation.one_of', { options: ['A', 'B'] }],
    ['multiple', ['A', 'A'], 'validation.one_of', { options: ['A', 'B'] }],
    ['multiple', 'A', 'validation.array', { options: ['A', 'B'] }],
    ['short-text', 'x'.repeat(256), 'validation.max_length', {}],
    ['long-text', 'x'.repeat(10001), 'validation.max_length', {}],
    ['user', BEN, 'contacts.member_not_active', {}],
    ['user', 42, 'contacts.member_not_active', {}],
    ['divider', 'anything', 'contacts.form_divider_has_no_value', {}],
  ] as const)('refuses the %s value %p (%s)', (type, value, key, extra) => {
    withDetails([element(type, extra as Partial<FormElement>)], { field: value }).thenRefusesFields({ 'details.field': key });
  });

  it('requires the values of required elements (a required checkbox must be ticked)', () => {
    withDetails([element('short-text', { required: true })], {}).thenRefusesFields({ 'details.field': 'validation.required' });
    withDetails([element('checkbox', { required: true })], { field: false }).thenRefusesFields({ 'details.field': 'validation.required' });
    withDetails([element('multiple', { required: true, options: ['A'] })], { field: [] }).thenRefusesFields({
      'details.field': 'validation.required',
    });
  });

  it('refuses keys the schema does not have', () => {
    withDetails([element('short-text')], { field: 'ok', other: 'x' }).thenRefusesFields({ 'details.other': 'validation.unknown_field' });
    withDetails([], { anything: 1 }).thenRefusesFields({ 'details.anything': 'validation.unknown_field' });
  });

  it('leaves optional elements without a value out of the details', () => {
    withDetails([element('short-text'), element('number', { key: 'n' })], { field: '  ' }).then(([event]) =>
      expect((event.data as { details: unknown }).details).toEqual({}),
    );
  });
});

describe('ChangeContact', () => {
  it('records all fields as they are now; optional fields left out are cleared', () => {
    spec
      .given(created({ homepage: 'https://a.de', account_manager: ANNA }))
      .when(change(draft({ name: 'Müller GmbH' })))
      .then([{ type: 'ContactChanged', data: { ...created().data, name: 'Müller GmbH' } } as ContactEvent]);
  });

  it('records nothing when nothing changes', () => {
    spec
      .given(created({ homepage: 'https://a.de' }))
      .when(change(draft({ homepage: ' https://a.de ' })))
      .thenNothing();
  });

  it('keeps an unchanged type and an unchanged manager who is no longer active', () => {
    const managedByBen = spec.given(created({ account_manager: BEN }));
    managedByBen
      .when(change(draft({ account_manager: BEN, name: 'Neu' }), facts({ typeKnown: false, activeMemberIds: [] })))
      .then((events) => expect(events).toHaveLength(1));
    managedByBen.when(change(draft({ type: 'type-other' }), facts({ typeKnown: false }))).thenRefusesFields({ type: 'validation.one_of' });
    managedByBen
      .when(change(draft({ key_account_manager: BEN }), facts({ activeMemberIds: [] })))
      .thenRefusesFields({ key_account_manager: 'contacts.member_not_active' });
  });

  it('checks the same rules as a create', () => {
    contact
      .when(change(draft({ address: { street: 'A', zip: '1', city: 'B', country: 'DE' } })))
      .thenRefusesFields({ 'address.zip': 'contacts.zip_invalid' });
  });

  it('answers not found for an unknown or deleted contact', () => {
    newContact.when(change()).thenRefuses('not_found', 'contacts.contact_not_found');
    deletedContact.when(change()).thenRefuses('not_found', 'contacts.contact_not_found');
  });
});

describe('DeleteContact', () => {
  it('deletes a live contact once', () => {
    contact.when({ type: 'DeleteContact', data: {} }).then([deleted]);
    deletedContact.when({ type: 'DeleteContact', data: {} }).thenRefuses('not_found');
  });
});

describe('ChangeContactLogo and RemoveContactLogo', () => {
  it('records a new logo, nothing for the same file, and removal only of an existing logo', () => {
    contact.when({ type: 'ChangeContactLogo', data: { file_id: 'f1' } }).then([{ type: 'ContactLogoChanged', data: { file_id: 'f1' } }]);
    const withLogo = spec.given(created(), { type: 'ContactLogoChanged', data: { file_id: 'f1' } });
    withLogo.when({ type: 'ChangeContactLogo', data: { file_id: 'f1' } }).thenNothing();
    withLogo.when({ type: 'RemoveContactLogo', data: {} }).then([{ type: 'ContactLogoRemoved', data: {} }]);
    contact.when({ type: 'RemoveContactLogo', data: {} }).thenNothing();
  });

  it('answers not found for a deleted contact', () => {
    deletedContact.when({ type: 'ChangeContactLogo', data: { file_id: 'f' } }).thenRefuses('not_found');
  });
});

describe('contact persons', () => {
  const person = (overrides: Partial<PersonDraft> = {}): PersonDraft => ({ name: 'Petra Schmidt', ...overrides });
  const personFacts = { activeMemberIds: [ANNA], today: TODAY };
  const add = (d: PersonDraft = person(), id = 'p1'): ContactCommand => ({
    type: 'AddContactPerson',
    data: { person_id: id, draft: d, facts: personFacts },
  });
  const changePerson = (d: PersonDraft, id = 'p1'): ContactCommand => ({
    type: 'ChangeContactPerson',
    data: { person_id: id, draft: d, facts: personFacts },
  });
  const added: ContactEvent = { type: 'ContactPersonAdded', data: { person_id: 'p1', name: 'Petra Schmidt', email: 'p.schmidt@mueller.de' } };

  it('adds a person with its fields (empty ones absent)', () => {
    const d = person({
      salutation: 'Frau',
      gender: 'female',
      date_of_birth: '1980-03-12',
      email: 'p.schmidt@mueller.de',
      phone: '+49 711 123',
      role: 'Einkauf',
      account_manager: ANNA,
    });
    contact.when(add(d)).then([
      {
        type: 'ContactPersonAdded',
        data: {
          person_id: 'p1',
          name: 'Petra Schmidt',
          salutation: 'Frau',
          gender: 'female',
          date_of_birth: '1980-03-12',
          email: 'p.schmidt@mueller.de',
          phone: '+49 711 123',
          role: 'Einkauf',
          account_manager: ANNA,
        },
      },
    ]);
  });

  it.each([
    ['name', { name: ' ' }, 'validation.required'],
    ['name', { name: 'x'.repeat(256) }, 'validation.max_length'],
    ['gender', { gender: 'divers' }, 'validation.one_of'],
    ['date_of_birth', { date_of_birth: '1980-02-30' }, 'validation.date'],
    ['date_of_birth', { date_of_birth: '2015-01-01' }, 'validation.date_of_birth_range'],
    ['date_of_birth', { date_of_birth: '1890-01-01' }, 'validation.date_of_birth_range'],
    ['email', { email: 'petra@' }, 'validation.email'],
    ['phone', { phone: '1'.repeat(256) }, 'validation.max_length'],
    ['account_manager', { account_manager: BEN }, 'contacts.member_not_active'],
  ])('refuses a bad %s', (field, overrides, key) => {
    contact.when(add(person(overrides as Partial<PersonDraft>))).thenRefusesFields({ [field]: key });
  });

  it('changes a person (all of its fields), and records nothing when nothing changes', () => {
    const withPerson = spec.given(created(), added);
    withPerson
      .when(changePerson(person({ email: 'petra@mueller.de' })))
      .then([{ type: 'ContactPersonChanged', data: { person_id: 'p1', name: 'Petra Schmidt', email: 'petra@mueller.de' } }]);
    withPerson.when(changePerson(person({ email: 'p.schmidt@mueller.de' }))).thenNothing();
  });

  it('removes a person', () => {
    spec
      .given(created(), added)
      .when({ type: 'RemoveContactPerson', data: { person_id: 'p1' } })
      .then([{ type: 'ContactPersonRemoved', data: { person_id: 'p1' } }]);
  });

  it('answers person not found for an unknown or removed person, and never adds an id twice', () => {
    const removed = spec.given(created(), added, { type: 'ContactPersonRemoved', data: { person_id: 'p1' } });
    removed.when(changePerson(person())).thenRefuses('not_found', 'contacts.person_not_found');
    removed.when({ type: 'RemoveContactPerson', data: { person_id: 'p1' } }).thenRefuses('not_found', 'contacts.person_not_found');
    spec.given(created(), added).when(add()).thenRefuses('not_found', 'contacts.person_not_found');
  });

  it('answers contact not found on a deleted contact', () => {
    deletedContact.when(add()).thenRefuses('not_found', 'contacts.contact_not_found');
  });
});
