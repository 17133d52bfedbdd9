import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AccountView, PersonalizationView } from '@kollab/contracts';
import { startAccountsApp, type AccountsTestApp, type TestUser, organisationWithMember, authHeaders } from '../../support/accounts-app';
import type { ErrorBody } from '../../support/identity-users';
import sharp from 'sharp';
import { CONTENT_TYPES, download, imageFacts, IMAGES, pngCrc, pngWithBrokenZlibCheck, uploadFile } from '../../support/uploads';

describe('account logo and icon (uploads)', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let member: TestUser;
  let org: string;
  let sig: string;
  let memberSig: string;

  beforeAll(async () => {
    t = await startAccountsApp();
    ({ manager, member, org, sig, memberSig } = await organisationWithMember(t));
  });
  afterAll(() => t?.close());

  const auth = authHeaders;
  const upload = (image: 'logo' | 'icon', bytes: Buffer, options: { type?: string; name?: string } = {}, user = manager, signature = sig) =>
    uploadFile<ErrorBody & { version: number }>(t.url, 'POST', `/api/v1/account/${image}`, { bytes, ...options }, auth(user, signature));
  const personalization = async () => (await t.call<PersonalizationView>('GET', '/api/v2/settings/personalization', member, memberSig)).body;
  const storedFiles = () => readdir(join(t.config.dataDir, 'files', org)).catch(() => [] as string[]);

  it('takes PNG, JPEG and WebP as logo and icon; personalization and the account point at the files, which members download', async () => {
    expect(await personalization()).toEqual({ logo: null, icon: null });
    for (const kind of ['png', 'jpeg', 'webp'] as const) {
      expect((await upload('logo', IMAGES[kind], { type: CONTENT_TYPES[kind] })).status).toBe(200);
      const { logo } = await personalization();
      expect(logo).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
      const file = await download(t.url, logo as string, auth(member, memberSig));
      expect({ kind, status: file.status, type: file.headers.get('content-type') }).toEqual({ kind, status: 200, type: CONTENT_TYPES[kind] });
      // Stored encoded anew: the same picture in the same format, not the same bytes.
      expect(await imageFacts(file.bytes)).toEqual(await imageFacts(IMAGES[kind]));
    }
    expect((await upload('icon', IMAGES.png)).status).toBe(200);
    const both = await personalization();
    expect(both.icon).toMatch(/^\/api\/v1\/files\//);
    expect(both.icon).not.toBe(both.logo);
    expect((await t.call<AccountView>('GET', '/api/v2/account', member, memberSig)).body).toMatchObject(both);
    // Replaced logos are removed: one logo and one icon are left.
    expect((await storedFiles()).length).toBe(2);
    const { body } = await t.call<{ data: Array<{ type: string; changes: Array<{ field: string }> }> }>(
      'GET',
      '/api/v2/account/history',
      manager,
      sig,
    );
    const changes = body.data.filter((e) => e.type === 'AccountImageChanged');
    expect(changes.map((e) => e.changes.map((c) => c.field))).toEqual([['images'], ['images'], ['images'], ['images']]);
  });

  it('answers the old address of a replaced logo with 404', async () => {
    await upload('logo', IMAGES.png);
    const old = (await personalization()).logo as string;
    await upload('logo', IMAGES.webp);
    expect((await download(t.url, old, auth(member, memberSig))).status).toBe(404);
    expect((await download(t.url, (await personalization()).logo as string, auth(member, memberSig))).status).toBe(200);
  });

  it('removes logo and icon (DELETE), which is no error when there is none', async () => {
    await upload('icon', IMAGES.jpeg);
    const icon = (await personalization()).icon as string;
    expect((await t.call('DELETE', '/api/v1/account/icon', manager, sig)).status).toBe(200);
    expect((await personalization()).icon).toBeNull();
    expect((await download(t.url, icon, auth(member, memberSig))).status).toBe(404);
    expect((await t.call('DELETE', '/api/v1/account/icon', manager, sig)).status).toBe(200);
  });

  it('refuses a text file named and declared as PNG, and a missing file, with 422; nothing is appended or stored', async () => {
    const events = await t.eventCount(org);
    const files = await storedFiles();
    const text = await upload('logo', Buffer.from('definitely not an image'), { name: 'logo.png', type: 'image/png' });
    expect(text).toMatchObject({
      status: 422,
      body: { code: 'file.unsupported_type', message: 'This file type is not supported. Allowed are PNG, JPEG and WebP.' },
    });
    expect((await t.call<ErrorBody>('POST', '/api/v1/account/icon', manager, sig, {})).body.code).toBe('file.missing');
    expect(await t.eventCount(org)).toBe(events);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses a PNG whose zlib data check is broken (422 file.image_unreadable) and a picture of too many pixels; nothing is stored', async () => {
    const events = await t.eventCount(org);
    const files = await storedFiles();
    const picture = await sharp({ create: { width: 48, height: 24, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const broken = pngWithBrokenZlibCheck(picture);
    expect(broken.subarray(0, 64).equals(picture.subarray(0, 64))).toBe(true); // same signature and header: only the zlib stream fails
    const refused = await upload('logo', broken, { type: 'image/png' });
    expect(refused).toMatchObject({ status: 422, body: { code: 'file.image_unreadable', errors: { file: [expect.stringContaining('damaged')] } } });
    expect(
      (await uploadFile<ErrorBody>(t.url, 'POST', '/api/v1/account/logo', { bytes: broken }, { ...auth(manager, sig), 'content-language': 'de' }))
        .body.message,
    ).toContain('beschädigt');

    // 20000 x 20000 in the header of a tiny file (a decompression bomb): refused before decoding.
    const bomb = Buffer.from(IMAGES.png);
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    bomb.writeUInt32BE(pngCrc(bomb.subarray(12, 29)), 29);
    expect(await upload('icon', bomb)).toMatchObject({ status: 422, body: { code: 'file.image_too_many_pixels' } });

    expect(await t.eventCount(org)).toBe(events);
    expect(await storedFiles()).toEqual(files);
  });

  it('stores the image encoded anew: same format and size, without its EXIF data', async () => {
    const tagged = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner-42', Artist: 'Jane Doe' } })
      .toBuffer();
    expect(tagged.includes('secret-owner-42')).toBe(true);
    expect((await upload('logo', tagged)).status).toBe(200);
    const stored = await download(t.url, (await personalization()).logo as string, auth(member, memberSig));
    expect(stored.bytes.includes('secret-owner-42')).toBe(false);
    expect(await imageFacts(stored.bytes)).toEqual({ format: 'jpeg', width: 30, height: 20, exif: false });
  });

  it('takes uploads and removals from managers only', async () => {
    for (const image of ['logo', 'icon'] as const) {
      expect(await upload(image, IMAGES.png, {}, member, memberSig)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
      expect((await t.call('DELETE', `/api/v1/account/${image}`, member, memberSig)).status).toBe(403);
    }
    expect(
      (await uploadFile(t.url, 'POST', '/api/v1/account/logo', { bytes: IMAGES.png }, { authorization: `Bearer ${manager.token}` })).status,
    ).toBe(403);
  });

  it('documents the upload routes as multipart/form-data with a binary `file`', async () => {
    type Operation = { requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> } };
    const { body } = await t.call<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/docs-json');
    for (const path of ['/api/v1/account/logo', '/api/v1/account/icon', '/api/v1/users/{id}/avatar']) {
      const multipart = body.paths[path]?.post?.requestBody?.content['multipart/form-data'];
      expect({ path, file: multipart?.schema.properties.file }).toEqual({ path, file: expect.objectContaining({ format: 'binary' }) });
    }
    expect(Object.keys(body.paths)).toContain('/api/v1/files/{id}');
  });
});
