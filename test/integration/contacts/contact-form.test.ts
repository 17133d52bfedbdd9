import type { ContactFormView, ContactView, WriteResult } from '@kollab/contracts';
import {
  contactBody,
  createContact,
  getContact,
  startContactsFixture,
  type ContactsFixture,
  type ContactsOrg,
  type ErrorBody,
} from './contacts-fixture';

const FORM = '/api/v1/account_manager/contact_form';

/** One element of every type (seed §3 form builder elements). */
const ALL_ELEMENTS = [
  { key: 'newsletter', type: 'checkbox', label: 'Newsletter' },
  { key: 'agb', type: 'checkbox', label: 'AGB akzeptiert', required: true },
  { key: 'gruendung', type: 'date', label: 'Gründung' },
  { key: 'letzter_besuch', type: 'date-time', label: 'Letzter Besuch' },
  { key: 'abschnitt', type: 'divider', label: 'Vertrieb' },
  { key: 'branche', type: 'dropdown', label: 'Branche', required: true, options: ['Maschinenbau', 'Handel', 'Dienstleistung'] },
  { key: 'notiz', type: 'long-text', label: 'Notiz', helpblock: 'Interne Notiz', placeholder: 'Text' },
  { key: 'kuerzel', type: 'short-text', label: 'Kürzel' },
  { key: 'interessen', type: 'multiple', label: 'Interessen', options: ['Wartung', 'Ersatzteile', 'Schulung'] },
  { key: 'umsatz', type: 'number', label: 'Umsatz (T€)' },
  { key: 'zahlungsweise', type: 'radio', label: 'Zahlungsweise', options: ['Rechnung', 'Lastschrift'] },
  { key: 'bewertung', type: 'rating', label: 'Bewertung', max: 5 },
  { key: 'rueckruf', type: 'time', label: 'Rückruf ab' },
  { key: 'betreuer', type: 'user', label: 'Betreuer' },
];

// The contact form schema (manager area) and the contacts' details checked against it.
describe('contact form schema and details', () => {
  let f: ContactsFixture;
  let o: ContactsOrg;

  beforeAll(async () => {
    f = await startContactsFixture();
    o = await f.organisation();
  });
  afterAll(() => f?.t.close());

  const putForm = (elements: unknown, headers?: Record<string, string>, by = o.manager) =>
    by.call<WriteResult & ErrorBody>('PUT', FORM, { elements }, headers);
  const eventCount = () => f.t.eventCount(o.org);

  describe('the schema', () => {
    it('is empty at version 0 until a manager saves one; every member reads it, portal users too', async () => {
      const other = await f.organisation();
      for (const caller of [other.member, other.portal, other.manager]) {
        const response = await caller.call<ContactFormView>('GET', FORM);
        expect(response).toMatchObject({ status: 200, body: { id: other.org, elements: [], version: 0, updated_at: null } });
        expect(response.headers.get('etag')).toBe('"0"');
      }
      expect((await other.manager.call('GET', `${FORM}/history`)).body).toEqual({ data: [] });
    });

    it('is saved by a manager (ContactFormChanged), shown normalised, with its history', async () => {
      const saved = await putForm(ALL_ELEMENTS);
      expect(saved).toMatchObject({ status: 200, body: { id: o.org, version: 1 } });
      const form = await o.member.call<ContactFormView>('GET', FORM);
      expect(form.body.version).toBe(1);
      expect(form.body.elements).toHaveLength(14);
      expect(form.body.elements[0]).toEqual({
        key: 'newsletter',
        type: 'checkbox',
        label: 'Newsletter',
        helpblock: null,
        placeholder: null,
        required: false,
      });
      expect(form.body.elements.find((e) => e.key === 'bewertung')).toMatchObject({ max: 5 });
      expect(form.body.elements.find((e) => e.key === 'branche')).toMatchObject({
        required: true,
        options: ['Maschinenbau', 'Handel', 'Dienstleistung'],
      });
      // The same schema again records nothing.
      expect(await putForm(ALL_ELEMENTS)).toMatchObject({ status: 200, body: { version: 1 } });
      const history = await o.manager.call<{ data: Array<{ version: number; type: string; actor_id: string; changes: Array<{ field: string }> }> }>(
        'GET',
        `${FORM}/history`,
      );
      expect(history.body.data).toEqual([
        expect.objectContaining({
          version: 1,
          type: 'ContactFormChanged',
          actor_id: o.manager.user.id,
          changes: [expect.objectContaining({ field: 'elements' })],
        }),
      ]);
    });

    it('takes If-Match: a stale version is 409', async () => {
      const current = (await o.member.call<ContactFormView>('GET', FORM)).body.version;
      const stale = await putForm([...ALL_ELEMENTS, { key: 'extra', type: 'number', label: 'Extra' }], { 'if-match': `"${current - 1}"` });
      expect(stale).toMatchObject({ status: 409, body: { code: 'concurrency.wrong_expected_version' } });
    });

    it('is changed by managers only: 403 auth.forbidden for members and portal users (PUT and history)', async () => {
      for (const caller of [o.member, o.portal]) {
        expect(await putForm([], undefined, caller)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
        expect((await caller.call('GET', `${FORM}/history`)).status).toBe(403);
      }
    });

    it.each([
      ['an unknown type', [{ key: 'a', type: 'slider', label: 'A' }], 'elements.0.type', 'Please choose one of the given values.'],
      [
        'a key used twice',
        [
          { key: 'a', type: 'number', label: 'A' },
          { key: 'a', type: 'date', label: 'B' },
        ],
        'elements.1.key',
        'This key is already used in the form.',
      ],
      [
        'a bad key',
        [{ key: 'Umsatz €', type: 'number', label: 'A' }],
        'elements.0.key',
        expect.stringContaining('The key starts with a lower-case letter'),
      ],
      ['a choice type without options', [{ key: 'a', type: 'radio', label: 'A' }], 'elements.0.options', 'Please give at least one option.'],
      [
        'a duplicate option',
        [{ key: 'a', type: 'dropdown', label: 'A', options: ['X', 'X'] }],
        'elements.0.options.1',
        'This option is already listed.',
      ],
      ['a rating without max', [{ key: 'a', type: 'rating', label: 'A' }], 'elements.0.max', 'This field is required.'],
      ['a missing label', [{ key: 'a', type: 'date' }], 'elements.0.label', 'This field is required.'],
      ['an unknown property', [{ key: 'a', type: 'date', label: 'A', colour: 'red' }], 'elements.0.colour', 'This field is unknown.'],
    ])('refuses %s with 422 and appends nothing', async (_, elements, field, message) => {
      const before = await eventCount();
      const response = await putForm(elements);
      expect(response).toMatchObject({ status: 422, body: { code: 'request.validation_failed' } });
      expect(response.body.errors?.[field]).toEqual([message]);
      expect(await eventCount()).toBe(before);
    });

    it('refuses a body without elements, or elements that are no list', async () => {
      expect((await o.manager.call<ErrorBody>('PUT', FORM, {})).body.errors).toEqual({ elements: ['This field is required.'] });
      expect((await o.manager.call<ErrorBody>('PUT', FORM, { elements: 'x' })).body.errors).toEqual({ elements: ['A list expected.'] });
    });
  });

  describe('details of contacts', () => {
    const valid = () => ({
      newsletter: false,
      agb: true,
      gruendung: '1987-05-04',
      letzter_besuch: '2024-11-05T14:30:00+01:00',
      branche: 'Maschinenbau',
      notiz: 'Großkunde seit 1990',
      kuerzel: 'MM',
      interessen: ['Wartung', 'Schulung'],
      umsatz: 1250.5,
      zahlungsweise: 'Rechnung',
      bewertung: 4,
      rueckruf: '09:30',
      betreuer: o.colleague.user.id,
    });
    const post = (details: Record<string, unknown>) =>
      o.member.call<WriteResult & ErrorBody>('POST', '/api/v1/contacts', contactBody(o.typeId, { details }));

    beforeAll(async () => {
      expect((await putForm(ALL_ELEMENTS)).status).toBe(200);
    });

    it('stores valid values of every element type', async () => {
      const created = await post(valid());
      expect(created.status).toBe(201);
      expect((await getContact(o.member, created.body.id)).details).toEqual(valid());
    });

    it.each([
      ['checkbox', 'newsletter', 'ja', 'Yes or no expected.'],
      ['date', 'gruendung', '04.05.1987', 'Please enter a valid date.'],
      ['date-time', 'letzter_besuch', '2024-11-05 14:30', 'Please enter a date and time.'],
      ['dropdown', 'branche', 'Landwirtschaft', 'Please choose one of the given values.'],
      ['long text', 'notiz', 'x'.repeat(10001), 'At most 10000 characters.'],
      ['short text', 'kuerzel', 'x'.repeat(256), 'At most 255 characters.'],
      ['multiple', 'interessen', ['Wartung', 'Kaffee'], 'Please choose one of the given values.'],
      ['number', 'umsatz', '1250', 'Please enter a number.'],
      ['radio', 'zahlungsweise', 'Bar', 'Please choose one of the given values.'],
      ['rating', 'bewertung', 6, 'At most 5.'],
      ['time', 'rueckruf', '9.30', 'Please enter a time as HH:mm.'],
      ['user (portal user)', 'betreuer', 'portal', 'Please choose an active member of the organisation.'],
      ['user (unknown)', 'betreuer', 'nobody', 'Please choose an active member of the organisation.'],
      ['divider', 'abschnitt', 'x', 'A divider holds no value.'],
      ['unknown key', 'gibt_es_nicht', 'x', 'This field is unknown.'],
    ])('refuses a bad %s value with 422 details.<key>; nothing appended', async (_, key, value, message) => {
      const before = await eventCount();
      const bad = value === 'portal' ? o.portal.user.id : value;
      const response = await post({ ...valid(), [key]: bad });
      expect(response).toMatchObject({ status: 422, body: { code: 'request.validation_failed' } });
      expect(response.body.errors).toEqual({ [`details.${key}`]: [message] });
      expect(await eventCount()).toBe(before);
    });

    it('requires required elements; empty values are stripped first on create (a required checkbox must be ticked)', async () => {
      const { branche: _b, ...rest } = valid();
      expect((await post(rest)).body.errors).toEqual({ 'details.branche': ['This field is required.'] });
      expect((await post({ ...valid(), branche: '' })).body.errors).toEqual({ 'details.branche': ['This field is required.'] });
      expect((await post({ ...valid(), agb: false })).body.errors).toEqual({ 'details.agb': ['This field is required.'] });
      // Zero is stripped on create (seed §5), so an optional number of 0 is simply absent.
      const created = await post({ ...valid(), umsatz: 0 });
      expect(created.status).toBe(201);
      expect((await getContact(o.member, created.body.id)).details).not.toHaveProperty('umsatz');
    });

    it('checks details against the current schema on update; a value left out is cleared, an empty one counts as none', async () => {
      const body = contactBody(o.typeId, { details: valid() });
      const id = await createContact(o.member, body);
      const put = (details: unknown) => o.member.call<WriteResult & ErrorBody>('PUT', `/api/v1/contacts/${id}`, { ...body, details });
      expect((await put({ ...valid(), bewertung: 0 })).body.errors).toEqual({ 'details.bewertung': ['At least 1.'] });
      expect((await put({ ...valid(), kuerzel: '', notiz: null })).status).toBe(200);
      const { kuerzel: _k, notiz: _n, ...kept } = valid();
      expect((await getContact(o.member, id)).details).toEqual(kept);
      // A new schema: old keys are refused from now on, new required elements asked for.
      expect((await putForm([{ key: 'region', type: 'short-text', label: 'Region', required: true }])).status).toBe(200);
      expect((await put(kept)).body.errors).toMatchObject({
        'details.region': ['This field is required.'],
        'details.branche': ['This field is unknown.'],
      });
      expect((await put({ region: 'Süd' })).status).toBe(200);
      expect(await getContact(o.member, id)).toMatchObject<Partial<ContactView>>({ details: { region: 'Süd' } });
      await putForm(ALL_ELEMENTS);
    });
  });
});
