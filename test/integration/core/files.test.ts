import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Global, Logger, Module } from '@nestjs/common';
import type { PersonalizationView, UserView } from '@kollab/contracts';
import { FILE_STORE, type FileContent, type FileStore } from '@kollab/server/core/files/file-store';
import { IMAGE_UPLOAD_MAX_BYTES, sniffImageType } from '@kollab/server/core/files/image-upload';
import { startAccountsApp, type AccountsTestApp, type TestUser, organisationWithMember, authHeaders } from '../../support/accounts-app';
import { bearer, createUser, tokensFor, type ErrorBody } from '../../support/identity-users';
import { request, startTestApp, type TestApp } from '../../support/test-app';
import { CONTENT_TYPES, download, IMAGES, uploadFile, imageFacts } from '../../support/uploads';

const ACCOUNT = '0b6a4a4e-5a7e-4f5c-9a51-6f1f2c3d4e5f';
const OTHER_ACCOUNT = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const read = async (file: FileContent | undefined): Promise<Buffer> => {
  if (!file) throw new Error('no file');
  const chunks: Buffer[] = [];
  for await (const chunk of file.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('files port (DiskFileStore on PGlite)', () => {
  let t: TestApp;
  let files: FileStore;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp({});
    files = t.app.get<FileStore>(FILE_STORE);
  });
  afterAll(() => t?.close());

  const onDisk = (accountId: string) => readdir(join(t.config.dataDir, 'files', accountId)).catch(() => [] as string[]);

  it('stores bytes under DATA_DIR/files/<account>/<server-made id> and reads them back with their facts', async () => {
    const stored = await files.put({ accountId: ACCOUNT, kind: 'account_logo', ownerId: ACCOUNT }, IMAGES.png, 'image/png');
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentType: 'image/png',
      size: IMAGES.png.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Written to a temporary name, then renamed: only the final name is left.
    expect(await onDisk(ACCOUNT)).toEqual([stored.id]);
    const found = await files.get(ACCOUNT, stored.id);
    expect(found).toMatchObject({ ...stored, kind: 'account_logo', ownerId: ACCOUNT });
    expect((await read(found)).equals(IMAGES.png)).toBe(true);
  });

  it("finds a file only in its own account; another account's id is unknown", async () => {
    const stored = await files.put({ accountId: ACCOUNT, kind: 'account_logo', ownerId: ACCOUNT }, IMAGES.jpeg, 'image/jpeg');
    expect(await files.get(OTHER_ACCOUNT, stored.id)).toBeUndefined();
    await files.delete(OTHER_ACCOUNT, stored.id);
    expect(await files.get(ACCOUNT, stored.id)).toBeDefined();
  });

  it('never turns a malformed id or account into a path', async () => {
    for (const id of ['../../../etc/passwd', '..', '', 'not-a-uuid', `${ACCOUNT}/../x`]) expect(await files.get(ACCOUNT, id)).toBeUndefined();
    expect(await files.get('../files', ACCOUNT)).toBeUndefined();
    await expect(files.put({ accountId: '../escape', kind: 'x', ownerId: 'y' }, IMAGES.png, 'image/png')).rejects.toThrow('not an account id');
  });

  it('deletes one file, the files of an owner, and all files of an account; deleting twice is fine', async () => {
    const account = '1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b';
    const one = await files.put({ accountId: account, kind: 'contact_logo', ownerId: 'c-1' }, IMAGES.png, 'image/png');
    const two = await files.put({ accountId: account, kind: 'contact_logo', ownerId: 'c-2' }, IMAGES.webp, 'image/webp');
    const three = await files.put({ accountId: account, kind: 'contact_logo', ownerId: 'c-2' }, IMAGES.jpeg, 'image/jpeg');
    await files.delete(account, one.id);
    await files.delete(account, one.id);
    expect(await files.get(account, one.id)).toBeUndefined();
    expect((await onDisk(account)).sort()).toEqual([two.id, three.id].sort());
    await files.deleteOwned({ accountId: account, kind: 'contact_logo', ownerId: 'c-2' });
    expect(await onDisk(account)).toEqual([]);
    const four = await files.put({ accountId: account, kind: 'task_file', ownerId: 't-1' }, IMAGES.png, 'image/png');
    await files.deleteAll(account);
    expect(await files.get(account, four.id)).toBeUndefined();
    expect(await onDisk(account)).toEqual([]);
  });

  it('recognises PNG, JPEG and WebP by their bytes only', () => {
    expect(sniffImageType(IMAGES.png)).toBe('image/png');
    expect(sniffImageType(IMAGES.jpeg)).toBe('image/jpeg');
    expect(sniffImageType(IMAGES.webp)).toBe('image/webp');
    for (const other of ['just text', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a', 'RIFF\0\0\0\0WAVEfmt ', '']) {
      expect(sniffImageType(Buffer.from(other))).toBeUndefined();
    }
  });
});

describe('GET v1/files/{id}', () => {
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

  it('serves a file of the account to every member with its type, nosniff, inline, a CSP and cache headers', async () => {
    const uploaded = await uploadFile(
      t.url,
      'POST',
      '/api/v1/account/logo',
      { bytes: IMAGES.webp, name: '../../evil name".html', type: 'text/html' },
      auth(manager, sig),
    );
    expect(uploaded.status).toBe(200);
    const { logo } = (await t.call<PersonalizationView>('GET', '/api/v2/settings/personalization', member, memberSig)).body;
    expect(logo).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const id = (logo as string).split('/').pop() as string;

    const file = await download(t.url, logo as string, auth(member, memberSig));
    expect(file.status).toBe(200);
    expect(await imageFacts(file.bytes)).toEqual(await imageFacts(IMAGES.webp));
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'x-content-type-options', 'content-disposition', 'cache-control'].map((h) => [h, file.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': CONTENT_TYPES.webp, // sniffed, not the declared text/html
      'content-length': String(file.bytes.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${id}.webp"`, // server-made, never the client's name
      'cache-control': 'private, max-age=31536000, immutable',
    });
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'");
    const etag = file.headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await download(t.url, logo as string, { ...auth(member, memberSig), 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it("answers 404 for another account's file id, an unknown id and a file kind with its own route; 401 without a token", async () => {
    const otherManager = await t.user();
    const otherOrg = await t.organisation(otherManager);
    const otherSig = await t.signature(otherManager, otherOrg);
    await uploadFile(t.url, 'POST', '/api/v1/account/icon', { bytes: IMAGES.png }, auth(otherManager, otherSig));
    const { icon } = (await t.call<PersonalizationView>('GET', '/api/v2/settings/personalization', otherManager, otherSig)).body;
    expect((await download(t.url, icon as string, auth(otherManager, otherSig))).status).toBe(200);

    const foreign = await t.call<ErrorBody>('GET', icon as string, manager, sig);
    expect(foreign).toMatchObject({ status: 404, body: { code: 'request.not_found' } });
    expect((await t.call('GET', '/api/v1/files/00000000-0000-4000-8000-000000000000', manager, sig)).status).toBe(404);
    expect((await t.call('GET', '/api/v1/files/..%2F..%2Fetc%2Fpasswd', manager, sig)).status).toBe(404);
    const taskFile = await t.app.get<FileStore>(FILE_STORE).put({ accountId: org, kind: 'task_file', ownerId: 'task-1' }, IMAGES.png, 'image/png');
    expect((await t.call('GET', `/api/v1/files/${taskFile.id}`, manager, sig)).status).toBe(404);
    expect((await download(t.url, icon as string)).status).toBe(401);
  });
});

@Global()
@Module({ providers: [{ provide: IMAGE_UPLOAD_MAX_BYTES, useValue: 1000 }], exports: [IMAGE_UPLOAD_MAX_BYTES] })
class SmallUploadsModule {}

describe('image upload limit (IMAGE_UPLOAD_MAX_BYTES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imports: [SmallUploadsModule] });
  });
  afterAll(() => t?.close());

  it('cuts an upload over the configured limit off with 422 file.too_large and stores nothing', async () => {
    const user = await createUser(t);
    const tokens = await tokensFor(t, user.username);
    const pngHeaded = (size: number) => Buffer.concat([IMAGES.png, Buffer.alloc(size - IMAGES.png.length)]);
    const big = await uploadFile<ErrorBody>(
      t.url,
      'POST',
      `/api/v1/users/${user.id}/avatar`,
      { bytes: pngHeaded(1001), type: 'image/png' },
      bearer(tokens),
    );
    expect(big).toMatchObject({ status: 422, body: { code: 'file.too_large', errors: { file: [expect.any(String)] } } });
    expect(await readdir(join(t.config.dataDir, 'files', '_system')).catch(() => [])).toEqual([]);
    const fits = await uploadFile(t.url, 'POST', `/api/v1/users/${user.id}/avatar`, { bytes: pngHeaded(1000), type: 'image/png' }, bearer(tokens));
    expect(fits.status).toBe(200);
    const view = await request<UserView>(t.url, 'GET', `/api/v1/users/${user.id}`, { headers: bearer(tokens) });
    expect(view.body.avatar_url).toMatch(new RegExp(`^/api/v1/users/${user.id}/avatar\\?v=\\d+$`));
  });
});
