import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { WriteResult } from '@kollab/contracts';
import { authHeaders } from '../../support/accounts-app';
import { CONTENT_TYPES, download, imageFacts, IMAGES, uploadFile } from '../../support/uploads';
import {
  contactBody,
  createContact,
  getContact,
  startContactsFixture,
  type Caller,
  type ContactsFixture,
  type ContactsOrg,
  type ErrorBody,
} from './contacts-fixture';

const MiB = 1024 * 1024;

// Contact logos: PNG, JPEG or WebP by their bytes, at most 2 MiB, served by GET v1/files/{id}.
describe('contact logos', () => {
  let f: ContactsFixture;
  let o: ContactsOrg;

  beforeAll(async () => {
    f = await startContactsFixture();
    o = await f.organisation();
  });
  afterAll(() => f?.t.close());

  const upload = (id: string, bytes: Buffer, options: { type?: string; name?: string } = {}, by: Caller = o.member) =>
    uploadFile<WriteResult & ErrorBody>(f.t.url, 'POST', `/api/v1/contacts/${id}/logo`, { bytes, ...options }, authHeaders(by.user, by.sig));
  const storedFiles = () => readdir(join(f.t.config.dataDir, 'files', o.org)).catch(() => [] as string[]);
  const fetchLogo = (url: string, by: Caller = o.colleague) => download(f.t.url, url, authHeaders(by.user, by.sig));

  it('takes PNG, JPEG and WebP (ContactLogoChanged); the view points at the file, served with nosniff and a server-made name', async () => {
    const id = await createContact(o.member, contactBody(o.typeId));
    for (const kind of ['png', 'jpeg', 'webp'] as const) {
      const response = await upload(id, IMAGES[kind], { type: 'application/octet-stream', name: `../../etc/${kind}.exe` });
      expect(response.status).toBe(200);
      const { logo } = await getContact(o.member, id);
      expect(logo).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
      const file = await fetchLogo(logo as string);
      expect({ kind, status: file.status, type: file.headers.get('content-type') }).toEqual({ kind, status: 200, type: CONTENT_TYPES[kind] });
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const fileId = (logo as string).split('/').pop();
      expect(file.headers.get('content-disposition')).toBe(`inline; filename="${fileId}.${kind === 'jpeg' ? 'jpg' : kind}"`);
      expect(await imageFacts(file.bytes)).toEqual(await imageFacts(IMAGES[kind])); // stored encoded anew
    }
    // The replaced logos are removed: one file is left.
    expect((await storedFiles()).length).toBe(1);
    const history = await o.member.call<{ data: Array<{ type: string; changes: Array<{ field: string }> }> }>(
      'GET',
      `/api/v1/contacts/${id}/history`,
    );
    expect(history.body.data.filter((e) => e.type === 'ContactLogoChanged').map((e) => e.changes.map((c) => c.field))).toEqual([
      ['logo'],
      ['logo'],
      ['logo'],
    ]);
  });

  it('refuses a renamed text file, a missing file and an upload over 2 MiB with 422; nothing appended or stored', async () => {
    const id = await createContact(o.member, contactBody(o.typeId));
    const events = await f.t.eventCount(o.org);
    const files = await storedFiles();
    const text = await upload(id, Buffer.from('definitely not an image'), { name: 'logo.png', type: 'image/png' });
    expect(text).toMatchObject({
      status: 422,
      body: { code: 'file.unsupported_type', message: 'This file type is not supported. Allowed are PNG, JPEG and WebP.' },
    });
    const tooBig = Buffer.concat([IMAGES.png, Buffer.alloc(2 * MiB + 1 - IMAGES.png.length)]);
    expect(await upload(id, tooBig, { type: 'image/png' })).toMatchObject({ status: 422, body: { code: 'file.too_large' } });
    expect((await o.member.call<ErrorBody>('POST', `/api/v1/contacts/${id}/logo`, {})).body.code).toBe('file.missing');
    expect(await f.t.eventCount(o.org)).toBe(events);
    expect(await storedFiles()).toEqual(files);
  });

  it('removes the logo (ContactLogoRemoved; no error when there is none) and deletes its file', async () => {
    const id = await createContact(o.member, contactBody(o.typeId));
    expect((await upload(id, IMAGES.png)).status).toBe(200);
    const logo = (await getContact(o.member, id)).logo as string;
    expect(await o.member.call('DELETE', `/api/v1/contacts/${id}/logo`)).toMatchObject({ status: 200, body: { version: 3 } });
    expect((await getContact(o.member, id)).logo).toBeNull();
    expect((await fetchLogo(logo)).status).toBe(404);
    expect(await o.member.call('DELETE', `/api/v1/contacts/${id}/logo`)).toMatchObject({ status: 200, body: { version: 3 } });
  });

  it('answers 404 for an unknown or deleted contact without storing the file, and deletes the logo with the contact', async () => {
    const files = await storedFiles();
    expect(await upload('00000000-0000-4000-8000-000000000000', IMAGES.png)).toMatchObject({
      status: 404,
      body: { code: 'contacts.contact_not_found' },
    });
    expect(await storedFiles()).toEqual(files);
    const id = await createContact(o.member, contactBody(o.typeId));
    await upload(id, IMAGES.jpeg);
    const logo = (await getContact(o.member, id)).logo as string;
    expect((await o.member.call('DELETE', `/api/v1/contacts/${id}`)).status).toBe(200);
    expect((await fetchLogo(logo)).status).toBe(404);
    expect((await upload(id, IMAGES.png)).status).toBe(404);
    expect(await storedFiles()).toEqual(files);
  });

  it('takes uploads from role user only: 403 for a portal user (before reading the body), 401 without a token', async () => {
    const id = await createContact(o.member, contactBody(o.typeId));
    expect(await upload(id, IMAGES.png, {}, o.portal)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    expect((await uploadFile(f.t.url, 'POST', `/api/v1/contacts/${id}/logo`, { bytes: IMAGES.png })).status).toBe(401);
  });

  it('documents the upload as multipart/form-data with a binary `file`', async () => {
    type Operation = { requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> } };
    const { body } = await f.t.call<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/docs-json');
    const multipart = body.paths['/api/v1/contacts/{id}/logo']?.post?.requestBody?.content['multipart/form-data'];
    expect(multipart?.schema.properties.file).toEqual(expect.objectContaining({ format: 'binary' }));
    expect(body.paths['/api/v1/contacts/{id}/logo']?.delete).toBeDefined();
  });
});
