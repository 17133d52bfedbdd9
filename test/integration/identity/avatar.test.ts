import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserView } from '@kollab/contracts';
import { startAccountsApp, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import type { ErrorBody } from '../../support/identity-users';
import { CONTENT_TYPES, download, IMAGES, uploadFile, imageFacts } from '../../support/uploads';

const MiB = 1024 * 1024;

describe('the own picture (avatar)', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t?.close());

  const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
  const upload = (user: TestUser, bytes: Buffer, options: { name?: string; type?: string; field?: string; id?: string } = {}) =>
    uploadFile<ErrorBody & { version: number }>(t.url, 'POST', `/api/v1/users/${options.id ?? user.id}/avatar`, { bytes, ...options }, bearer(user));
  const profile = async (viewer: TestUser, user: TestUser = viewer) => (await t.call<UserView>('GET', `/api/v1/users/${user.id}`, viewer)).body;
  const storedAvatars = () => readdir(join(t.config.dataDir, 'files', '_system')).catch(() => [] as string[]);
  const eventTypes = async (user: TestUser) =>
    (await t.sql.query<{ type: string }>('SELECT type FROM es_events WHERE stream_id = $1 ORDER BY stream_position', [`user-${user.id}`])).map(
      (r) => r.type,
    );

  it('takes a PNG, a JPEG and a WebP; the profile shows the versioned address and the replaced picture is gone', async () => {
    const user = await t.user();
    const before = (await storedAvatars()).length;
    for (const kind of ['png', 'jpeg', 'webp'] as const) {
      const response = await upload(user, IMAGES[kind], { name: `me.${kind}`, type: CONTENT_TYPES[kind] });
      expect({ kind, status: response.status }).toEqual({ kind, status: 200 });
      const view = await profile(user);
      expect(view.avatar_url).toBe(`/api/v1/users/${user.id}/avatar?v=${response.body.version}`);
      const picture = await download(t.url, view.avatar_url as string, bearer(user));
      expect(picture.status).toBe(200);
      expect(await imageFacts(picture.bytes)).toEqual(await imageFacts(IMAGES[kind])); // stored encoded anew
      expect(picture.headers.get('content-type')).toBe(CONTENT_TYPES[kind]);
      expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
      expect(picture.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(picture.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f-]{36}\.(png|jpg|webp)"$/);
      expect(picture.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      // One picture per user on disk: each upload removed the one it replaced.
      expect((await storedAvatars()).length).toBe(before + 1);
    }
    const unversioned = await download(t.url, `/api/v1/users/${user.id}/avatar`, bearer(user));
    expect(unversioned.headers.get('cache-control')).toBe('private, no-cache');
    expect((await eventTypes(user)).filter((type) => type === 'UserAvatarChanged')).toHaveLength(3);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, whatever its name and declared type, with 422', async () => {
    const user = await t.user();
    const before = await storedAvatars();
    const cases: Array<[Buffer, { name?: string; type?: string; field?: string }, string]> = [
      [Buffer.from('just some text, honestly'), { name: 'photo.png', type: 'image/png' }, 'file.unsupported_type'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        { name: 'a.svg', type: 'image/svg+xml' },
        'file.unsupported_type',
      ],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), { name: 'a.gif', type: 'image/gif' }, 'file.unsupported_type'],
      [IMAGES.png, { field: 'avatar' }, 'file.missing'],
    ];
    for (const [bytes, options, code] of cases) {
      const response = await upload(user, bytes, options);
      expect({ options, status: response.status, code: response.body.code }).toEqual({ options, status: 422, code });
      expect(response.body.errors?.file).toEqual([expect.any(String)]);
    }
    const empty = await t.call<ErrorBody>('POST', `/api/v1/users/${user.id}/avatar`, user, undefined, {});
    expect(empty).toMatchObject({ status: 422, body: { code: 'file.missing', message: 'Please choose a file (field "file").' } });
    expect(await storedAvatars()).toEqual(before);
    expect(await eventTypes(user)).not.toContain('UserAvatarChanged');
    expect((await profile(user)).avatar_url).toBeNull();
  });

  it('cuts an upload over 2 MiB off with 422 file.too_large (in German by default)', async () => {
    const user = await t.user();
    const tooBig = Buffer.concat([IMAGES.png, Buffer.alloc(2 * MiB + 1 - IMAGES.png.length)]);
    const response = await uploadFile<ErrorBody>(
      t.url,
      'POST',
      `/api/v1/users/${user.id}/avatar`,
      { bytes: tooBig, type: 'image/png' },
      { ...bearer(user), 'content-language': 'de' },
    );
    expect(response).toMatchObject({ status: 422, body: { code: 'file.too_large', message: expect.stringContaining('Die Datei ist zu groß') } });
    const justFits = Buffer.concat([IMAGES.png, Buffer.alloc(2 * MiB - IMAGES.png.length)]);
    expect((await upload(user, justFits)).status).toBe(200);
  });

  it('changes only the own picture, and shows it to users who may see the profile', async () => {
    const anna = await t.user();
    const ben = await t.user();
    const stranger = await t.user();
    expect(await upload(anna, IMAGES.png, { id: ben.id })).toMatchObject({ status: 403, body: { code: 'profile.not_own' } });
    expect((await t.call<ErrorBody>('DELETE', `/api/v1/users/${ben.id}/avatar`, anna)).body.code).toBe('profile.not_own');
    expect((await uploadFile(t.url, 'POST', `/api/v1/users/${anna.id}/avatar`, { bytes: IMAGES.png })).status).toBe(401);

    expect((await upload(anna, IMAGES.png)).status).toBe(200);
    const url = (await profile(anna)).avatar_url as string;
    // No shared account: as if unknown.
    expect((await download(t.url, url, bearer(stranger))).status).toBe(404);
    expect((await download(t.url, url)).status).toBe(401);
    const org = await t.organisation(anna);
    await t.addMember(org, anna, ben, ['user']);
    expect((await profile(ben, anna)).avatar_url).toBe(url);
    const seen = await download(t.url, url, bearer(ben));
    expect(seen.status).toBe(200);
    expect(await imageFacts(seen.bytes)).toEqual(await imageFacts(IMAGES.png));
    const admin = await t.admin();
    expect((await download(t.url, url, bearer(admin))).status).toBe(200);
    // A user without a picture: 404.
    expect((await download(t.url, `/api/v1/users/${ben.id}/avatar`, bearer(anna))).status).toBe(404);
  });

  it('removes the picture (UserAvatarRemoved), and erasing a user removes theirs', async () => {
    const user = await t.user();
    await upload(user, IMAGES.jpeg);
    const url = (await profile(user)).avatar_url as string;
    const count = (await storedAvatars()).length;
    expect((await t.call('DELETE', `/api/v1/users/${user.id}/avatar`, user)).status).toBe(200);
    expect((await profile(user)).avatar_url).toBeNull();
    expect((await download(t.url, url, bearer(user))).status).toBe(404);
    expect((await storedAvatars()).length).toBe(count - 1);
    expect((await t.call('DELETE', `/api/v1/users/${user.id}/avatar`, user)).status).toBe(200); // nothing to remove
    expect((await eventTypes(user)).slice(-2)).toEqual(['UserAvatarChanged', 'UserAvatarRemoved']);

    const leaving = await t.user();
    await upload(leaving, IMAGES.webp);
    const withLeaving = (await storedAvatars()).length;
    await t.users.eraseUser(leaving.id, { accountId: '_system', actorId: null, correlationId: 'erase-test', now: new Date() });
    expect((await storedAvatars()).length).toBe(withLeaving - 1);
  });
});
