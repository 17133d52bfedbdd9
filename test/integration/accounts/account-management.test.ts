import type { AccountView, PersonalizationView } from '@kollab/contracts';
import { decodeJwt } from 'jose';
import { eventually } from '../../support/jobs-waits';
import { IMAGES, uploadFile } from '../../support/uploads';
import { startAccountsApp, unique, type AccountsTestApp, type TestUser } from '../../support/accounts-app';

// Deletion after a grace period of 1.5 s instead of 10 days (ACCOUNT_DELETION_GRACE_MS).
const GRACE_MS = 1500;

describe('account management (manager)', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let org: string;
  let sig: string;

  beforeAll(async () => {
    t = await startAccountsApp({ deletionGraceMs: GRACE_MS });
    manager = await t.user();
    org = await t.organisation(manager, { name: `Firma-${unique()}` });
    sig = await t.signature(manager, org);
  });
  afterAll(() => t?.close());

  const as = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, signature = sig) =>
    t.call<T>(method, path, manager, signature, body);
  const refresh = async () => {
    sig = await t.signature(manager, org);
  };

  it('renames with a unique name of letters, numbers and dashes', async () => {
    const name = `Neu-${unique()}`;
    expect((await as('PUT', '/api/v2/account/name', { name })).status).toBe(200);
    expect((await as<AccountView>('GET', '/api/v2/account')).body.name).toBe(name);
    expect((await as('PUT', '/api/v2/account/name', { name: 'Mit Leerzeichen' })).body).toMatchObject({
      code: 'request.validation_failed',
      errors: { name: ['Only letters, numbers and dashes.'] },
    });
    const other = await t.user();
    const taken = await t.organisation(other, { name: `Belegt-${unique()}` });
    const takenName = (await t.call<AccountView>('GET', `/api/v1/accounts/${taken}`, other)).body.name;
    expect(await as('PUT', '/api/v2/account/name', { name: takenName.toUpperCase() })).toMatchObject({
      status: 422,
      body: { errors: { name: ['An organisation with this name already exists.'] } },
    });
  });

  it('frees the old name after a rename', async () => {
    const first = `Alt-${unique()}`;
    expect((await as('PUT', '/api/v2/account/name', { name: first })).status).toBe(200);
    expect((await as('PUT', '/api/v2/account/name', { name: `Neuer-${unique()}` })).status).toBe(200);
    const other = await t.user();
    await expect(t.organisation(other, { name: first })).resolves.toBeDefined();
  });

  it('changes apps and feature flags; the signature follows', async () => {
    expect((await as('PUT', '/api/v2/account/apps', { apps: ['tasks', 'surveys'] })).status).toBe(200);
    expect((await as('PUT', '/api/v2/account/feature-flags', { flags: ['feature.export_claims'] })).status).toBe(403);
    await refresh();
    expect((await as('PUT', '/api/v2/account/feature-flags', { flags: ['feature.export_claims'] })).status).toBe(200);
    await refresh();
    expect(decodeJwt(sig).flags).toEqual(['apps.surveys', 'apps.tasks', 'feature.export_claims']);
    expect((await as('PUT', '/api/v2/account/apps', { apps: ['chess'] })).status).toBe(422);
    expect((await as('PUT', '/api/v2/account/feature-flags', { flags: ['apps.tasks'] })).status).toBe(422);
  });

  it('refuses a stale If-Match on apps and flags with 409 and keeps the newer change', async () => {
    const current = await as<AccountView>('GET', '/api/v2/account');
    const version = current.body.version;
    const header = (v: number) => ({ 'if-match': `"${v}"` });
    expect((await t.call('PUT', '/api/v2/account/apps', manager, sig, { apps: ['tasks', 'contacts'] }, header(version))).status).toBe(200);
    await refresh();
    const stale = await t.call<{ code: string }>('PUT', '/api/v2/account/apps', manager, sig, { apps: ['tasks'] }, header(version));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.wrong_expected_version');
    const staleFlags = await t.call<{ code: string }>('PUT', '/api/v2/account/feature-flags', manager, sig, { flags: [] }, header(version));
    expect(staleFlags.status).toBe(409);
    expect((await as<AccountView>('GET', '/api/v2/account')).body.apps).toEqual(expect.arrayContaining(['tasks', 'contacts']));
  });

  it('sets the logo by upload (GET v2/settings/personalization; more in logo.test.ts)', async () => {
    expect((await as<PersonalizationView>('GET', '/api/v2/settings/personalization')).body).toEqual({ logo: null, icon: null });
    const uploaded = await uploadFile(
      t.url,
      'POST',
      '/api/v1/account/logo',
      { bytes: IMAGES.png },
      { authorization: `Bearer ${manager.token}`, account: sig },
    );
    expect(uploaded.status).toBe(200);
    expect((await as<PersonalizationView>('GET', '/api/v2/settings/personalization')).body).toEqual({
      logo: expect.stringMatching(/^\/api\/v1\/files\//),
      icon: null,
    });
    // The URL form is gone: pictures are uploads now.
    expect((await as('PUT', '/api/v2/settings/personalization', { logo: 'https://cdn.example.test/logo.png' })).status).toBe(404);
  });

  it('takes account management from managers only', async () => {
    const user = await t.user();
    await t.addMember(org, manager, user, ['user']);
    const userSig = await t.signature(user, org);
    for (const [method, path, body] of [
      ['PUT', '/api/v2/account/name', { name: 'Nope' }],
      ['PUT', '/api/v2/account/apps', { apps: [] }],
      ['POST', '/api/v2/account/terms', { terms: true }],
      ['POST', '/api/v2/account/deletion', undefined],
      ['POST', '/api/v1/account/logo', undefined],
      ['DELETE', '/api/v1/account/icon', undefined],
    ] as const) {
      expect((await t.call(method, path, user, userSig, body)).status).toBe(403);
    }
    expect((await t.call('GET', '/api/v2/settings/personalization', user, userSig)).status).toBe(200);
  });

  it('refuses terms that are not accepted with 422', async () => {
    expect((await as('POST', '/api/v2/account/terms', { terms: false })).body).toMatchObject({ errors: { terms: ['Please accept.'] } });
    expect((await as('POST', '/api/v2/account/terms', {})).status).toBe(422);
  });

  it('keeps every change in the account history', async () => {
    const { body } = await as<{ data: Array<{ type: string }> }>('GET', '/api/v2/account/history');
    expect(body.data.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['AccountCreated', 'AccountTermsAccepted', 'AccountRenamed', 'AccountAppsChanged', 'AccountImageChanged']),
    );
  });

  it('marks for deletion and cancels; marked, only managers get in', async () => {
    const user = await t.user();
    await t.addMember(org, manager, user, ['user']);
    expect((await as('POST', '/api/v2/account/deletion')).status).toBe(200);
    expect(await as('POST', '/api/v2/account/deletion')).toMatchObject({ status: 403, body: { code: 'account.signature_outdated' } });
    await refresh();
    expect(await as('POST', '/api/v2/account/deletion')).toMatchObject({ status: 409, body: { code: 'account.marked_for_deletion' } });
    const view = (await as<AccountView>('GET', '/api/v2/account')).body;
    expect(view.status).toBe('marked_for_deletion');
    expect(Date.parse(view.delete_after ?? '')).toBeGreaterThan(Date.now());
    expect(await t.call('GET', `/api/v1/accounts/${org}`, user)).toMatchObject({ status: 403, body: { code: 'account.marked_for_deletion' } });
    expect((await as('DELETE', '/api/v2/account/deletion')).status).toBe(200);
    await refresh();
    expect((await as<AccountView>('GET', '/api/v2/account')).body).toMatchObject({ status: 'active', delete_after: null });
    expect(await as('DELETE', '/api/v2/account/deletion')).toMatchObject({ status: 409, body: { code: 'account.not_marked_for_deletion' } });
    // The job of the cancelled marking finds nothing to do.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 1500));
    expect((await t.call('GET', `/api/v1/accounts/${org}`, user)).status).toBe(200);
  });

  it('removes a marked account after the grace period: unreachable, name free, users without another account erased', async () => {
    const boss = await t.user();
    const loner = await t.user();
    const elsewhere = await t.user();
    const doomed = await t.organisation(boss, { name: `Weg-${unique()}` });
    const kept = await t.organisation(elsewhere);
    await t.addMember(doomed, boss, loner);
    await t.addMember(doomed, boss, elsewhere);
    const name = (await t.call<AccountView>('GET', `/api/v1/accounts/${doomed}`, boss)).body.name;
    const bossSig = await t.signature(boss, doomed);
    expect((await t.call('POST', '/api/v2/account/deletion', boss, bossSig)).status).toBe(200);

    await eventually(
      async () => ((await t.call('GET', `/api/v1/accounts/${doomed}`, boss)).status === 404 ? true : undefined),
      15_000,
      'the account to be removed',
    );
    const types = await t.sql.query<{ type: string }>('SELECT type FROM es_events WHERE stream_id = $1 ORDER BY stream_position', [
      `account-${doomed}`,
    ]);
    expect(types.map((r) => r.type).slice(-2)).toEqual(['AccountMarkedForDeletion', 'AccountDeleted']);
    expect((await t.call('GET', '/api/v2/account', boss, bossSig)).body).toMatchObject({ code: 'account.invalid' });
    expect((await t.call<{ data: Array<{ account_id: string }> }>('GET', `/api/v1/users/${boss.id}/accounts`, boss)).body.data).toEqual([]);
    const left = await t.call<{ data: Array<{ account_id: string }> }>('GET', `/api/v1/users/${elsewhere.id}/accounts`, elsewhere);
    expect(left.body.data.map((a) => a.account_id)).toEqual([kept]);
    await eventually(async () => ((await t.users.getUser(loner.id)) === undefined ? true : undefined), 10_000, 'the loner to be erased');
    expect(await t.users.getUser(boss.id)).toBeUndefined();
    expect(await t.users.getUser(elsewhere.id)).toBeDefined();
    await expect(t.organisation(await t.user(), { name })).resolves.toBeDefined();
  });
});
