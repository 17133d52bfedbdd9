import type { ContactFormView, WriteResult } from '@kollab/contracts';
import { authHeaders } from '../../support/accounts-app';
import { download, IMAGES, uploadFile } from '../../support/uploads';
import { contactBody, createContact, getContact, startContactsFixture, type ContactsFixture, type ContactsOrg } from './contacts-fixture';

// A member of organisation A sends organisation B's ids in path, query and body of every
// contacts route: 403/404/422, nothing of B in the answer, nothing appended to B.
describe('tenant sweep: contacts of organisation A and B stay apart', () => {
  let f: ContactsFixture;
  let a: ContactsOrg;
  let b: ContactsOrg;
  let contactB: string;
  let personB: string;
  let logoB: string;
  const secretNumber = `GEHEIM-${Date.now()}`;

  beforeAll(async () => {
    f = await startContactsFixture();
    [a, b] = await Promise.all([f.organisation(), f.organisation()]);
    contactB = await createContact(
      b.member,
      contactBody(b.typeId, { name: 'Vertraulich Verpackungen KG', number: secretNumber, account_manager: b.colleague.user.id }),
    );
    personB = (
      await b.member.call<WriteResult>('POST', `/api/v1/contacts/${contactB}/persons`, { name: 'Bernd Geheimrat', email: 'bernd@vertraulich.de' })
    ).body.id;
    await uploadFile(f.t.url, 'POST', `/api/v1/contacts/${contactB}/logo`, { bytes: IMAGES.png }, authHeaders(b.member.user, b.member.sig));
    logoB = (await getContact(b.member, contactB)).logo as string;
    await b.manager.call('PUT', '/api/v1/account_manager/contact_form', {
      elements: [{ key: 'geheimfeld', type: 'short-text', label: 'Geheimfeld' }],
    });
  });
  afterAll(() => f?.t.close());

  const secretsOfB = () => [b.org, contactB, personB, secretNumber, 'Vertraulich', 'Geheimrat', 'geheimfeld', b.typeId, b.colleague.user.id, logoB];

  it('answers every route with B ids with 403/404/422 and leaks and appends nothing', async () => {
    const before = await f.t.eventCount(b.org);
    const bodyWithB = contactBody(a.typeId, { account_manager: b.colleague.user.id });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/contacts/${contactB}`],
      ['GET', `/api/v1/contacts/${contactB}?version=1`],
      ['GET', `/api/v1/contacts/${contactB}?at=2100-01-01T00:00:00Z`],
      ['GET', `/api/v1/contacts/${contactB}/history`],
      ['PUT', `/api/v1/contacts/${contactB}`, contactBody(a.typeId)],
      ['DELETE', `/api/v1/contacts/${contactB}`],
      ['DELETE', `/api/v1/contacts/${contactB}/logo`],
      ['GET', `/api/v1/contacts/${contactB}/tasks`],
      ['GET', `/api/v1/contacts/${contactB}/protocols`],
      ['GET', `/api/v1/contacts/${contactB}/persons`],
      ['POST', `/api/v1/contacts/${contactB}/persons`, { name: 'Eindringling' }],
      ['PUT', `/api/v1/contacts/${contactB}/persons/${personB}`, { name: 'Eindringling' }],
      ['DELETE', `/api/v1/contacts/${contactB}/persons/${personB}`],
      ['GET', logoB],
      // B's ids in A's bodies: a type of B, a member of B.
      ['POST', '/api/v1/contacts', contactBody(b.typeId)],
      ['POST', '/api/v1/contacts', bodyWithB],
      ['POST', '/api/v1/contacts', { ...contactBody(a.typeId), account_id: b.org }],
      ['PUT', '/api/v1/account_manager/contact_form', { elements: [], account_id: b.org }],
    ];
    for (const [method, path, body] of routes) {
      const response = await a.manager.call(method, path, body);
      expect({ route: `${method} ${path}`, status: [403, 404, 422].includes(response.status) }).toEqual({ route: `${method} ${path}`, status: true });
      const text = JSON.stringify(response.body ?? '');
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    const upload = await uploadFile(
      f.t.url,
      'POST',
      `/api/v1/contacts/${contactB}/logo`,
      { bytes: IMAGES.png },
      authHeaders(a.member.user, a.member.sig),
    );
    expect(upload.status).toBe(404);
    expect((await download(f.t.url, logoB, authHeaders(a.member.user, a.member.sig))).status).toBe(404);
    expect(await f.t.eventCount(b.org)).toBe(before);
    expect((await getContact(b.member, contactB)).persons).toHaveLength(1);
  });

  it('shows nothing of B in A lists, number checks and the form, whatever the query', async () => {
    for (const path of [
      '/api/v1/contacts?search=Vertraulich',
      `/api/v1/contacts?number=${secretNumber}`,
      '/api/v1/contacts?name=Vertraulich',
      `/api/v1/contacts?type=${b.typeId}`,
      '/api/v1/contacts?search=Geheimrat&limit=500',
      `/api/v1/contacts/attributes/number/${secretNumber}`,
      '/api/v1/account_manager/contact_form',
      '/api/v1/account_manager/contact_form/history',
    ]) {
      const response = await a.manager.call<{ data?: unknown[]; taken?: boolean }>('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      // The number check repeats the number it was asked about; nothing else of B may show.
      const text = JSON.stringify(response.body).replace(`"number":"${secretNumber}"`, '');
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
      if (Array.isArray(response.body.data)) expect(response.body.data).toEqual([]);
    }
    expect((await a.member.call<{ taken: boolean }>('GET', `/api/v1/contacts/attributes/number/${secretNumber}`)).body.taken).toBe(false);
    expect((await a.member.call<ContactFormView>('GET', '/api/v1/account_manager/contact_form')).body).toMatchObject({ id: a.org, elements: [] });
  });

  it('lets A use a number B has: numbers are unique per account only', async () => {
    expect((await a.member.call('POST', '/api/v1/contacts', contactBody(a.typeId, { number: secretNumber }))).status).toBe(201);
  });

  it("refuses B's signature to A's member", async () => {
    expect((await f.t.call('GET', '/api/v1/contacts', a.member.user, b.member.sig)).body).toMatchObject({ code: 'account.invalid' });
  });
});
