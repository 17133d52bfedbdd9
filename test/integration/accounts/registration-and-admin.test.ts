import type { AccountListView, AccountView, UserAccountListView } from '@kollab/contracts';
import { startAccountsApp, unique, type AccountsTestApp, type TestUser } from '../../support/accounts-app';

describe('registration and the admin organisation routes', () => {
  let t: AccountsTestApp;
  let admin: TestUser;
  let someone: TestUser;

  beforeAll(async () => {
    t = await startAccountsApp();
    admin = await t.admin();
    someone = await t.user();
    await t.organisation(someone);
  });
  afterAll(() => t?.close());

  const invite = async (email: string) => {
    const response = await t.call<{ id: string; email: string; expires_at: string }>('POST', '/api/v2/admin/registrations', admin, undefined, {
      email,
      locale: 'en',
    });
    expect(response.status).toBe(201);
    const mail = await t.mailTo(email);
    const token = /register\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
    if (!token) throw new Error(`no registration link in ${mail}`);
    expect(mail).toContain('https://kollab.test/register?token=');
    return decodeURIComponent(token);
  };
  const registration = (token: string, email: string, extra: Record<string, unknown> = {}) => ({
    token,
    name: `Reg-${unique()}`,
    first_name: 'Rita',
    last_name: 'Registered',
    username: `rita-${unique()}`,
    email,
    terms: true,
    ...extra,
  });
  const register = (body: unknown) => t.call<Record<string, unknown>>('POST', '/api/v2/accounts/register', undefined, undefined, body);

  it('registers an organisation and its manager from a mailed link, once', async () => {
    const email = `rita-${unique()}@example.test`;
    const token = await invite(email);
    const body = registration(token, email);
    const created = await register(body);
    expect(created.status).toBe(201);
    const rita = await t.users.findByEmail(email);
    expect(rita).toMatchObject({ username: body.username, status: 'pending' });
    const accounts = await t.call<UserAccountListView>('GET', `/api/v1/users/${rita!.id}/accounts`, admin);
    expect(accounts.body.data).toEqual([
      expect.objectContaining({
        account_id: created.body.id,
        account_name: body.name,
        domain: body.name.toLowerCase(),
        roles: ['manager', 'user', 'team_admin'],
      }),
    ]);
    const account = await t.call<AccountView>('GET', `/api/v1/admin/accounts/${String(created.body.id)}`, admin);
    expect(account.body).toMatchObject({ terms_accepted: true, number_of_members: 1, status: 'active' });
    expect(await register(registration(token, email))).toMatchObject({ status: 422, body: { code: 'registration.token_invalid' } });
  });

  it('refuses terms not accepted (422), and keeps the link usable', async () => {
    const email = `t-${unique()}@example.test`;
    const token = await invite(email);
    const refused = await register(registration(token, email, { terms: false }));
    expect(refused).toMatchObject({ status: 422, body: { code: 'request.validation_failed', errors: { terms: ['Please accept.'] } } });
    expect((await register(registration(token, email))).status).toBe(201);
  });

  it('refuses an unknown token, another e-mail than invited and a taken name, giving the link back', async () => {
    expect((await register(registration('no-such-token', 'x@example.test'))).body).toMatchObject({ code: 'registration.token_invalid' });
    const email = `n-${unique()}@example.test`;
    const token = await invite(email);
    expect((await register(registration(token, `other-${email}`))).body).toMatchObject({ errors: { email: expect.any(Array) } });
    const first = registration(token, email);
    const other = await invite(`o-${email}`);
    expect((await register(registration(other, `o-${email}`, { name: first.name }))).status).toBe(201);
    expect((await register(first)).body).toMatchObject({ errors: { name: ['An organisation with this name already exists.'] } });
    expect((await register({ ...first, name: `Frei-${unique()}` })).status).toBe(201);
  });

  it('lists, shows, creates and deletes organisations for the admin', async () => {
    const name = `Admin-${unique()}`;
    const created = await t.call<{ id: string }>('POST', '/api/v1/admin/accounts', admin, undefined, {
      name,
      domain: name.toLowerCase(),
      apps: ['tasks'],
      user_slots: 3,
      manager_email: `boss-${unique()}@example.test`,
      manager_username: `boss-${unique()}`,
      manager_first_name: 'Bo',
      manager_last_name: 'Boss',
    });
    expect(created.status).toBe(201);
    const list = await t.call<AccountListView>('GET', `/api/v1/admin/accounts?search=${name}`, admin);
    expect(list.body).toMatchObject({
      meta: { total: 1 },
      data: [{ id: created.body.id, name, user_slots: 3, number_of_members: 1, terms_accepted: false }],
    });
    expect(
      (await t.call('PUT', `/api/v1/admin/accounts/${created.body.id}/slots`, admin, undefined, { user_slots: 7, portal_user_slots: 1 })).status,
    ).toBe(200);
    expect((await t.call<AccountView>('GET', `/api/v1/admin/accounts/${created.body.id}`, admin)).body).toMatchObject({
      user_slots: 7,
      portal_user_slots: 1,
    });
    expect((await t.call('DELETE', `/api/v1/admin/accounts/${created.body.id}`, admin)).status).toBe(200);
    expect((await t.call<AccountView>('GET', `/api/v1/admin/accounts/${created.body.id}`, admin)).body.status).toBe('marked_for_deletion');
    expect((await t.call('GET', `/api/v1/admin/accounts/${unique()}`, admin)).status).toBe(404);
    const duplicate = await t.call('POST', '/api/v1/admin/accounts', admin, undefined, {
      name: `x${unique()}`,
      domain: name.toLowerCase(),
      manager_email: someone.email,
    });
    expect(duplicate).toMatchObject({ status: 422, body: { errors: { domain: ['This domain is already taken.'] } } });
    expect(
      (
        await t.call('POST', '/api/v1/admin/accounts', admin, undefined, {
          name: `y${unique()}`,
          domain: `y${unique()}`,
          manager_email: `new-${unique()}@example.test`,
        })
      ).body,
    ).toMatchObject({
      errors: { manager_username: expect.any(Array), manager_first_name: expect.any(Array), manager_last_name: expect.any(Array) },
    });
  });

  it('answers 403 to everybody else, managers included, and 401 without a token', async () => {
    const id = (await t.call<AccountListView>('GET', '/api/v1/admin/accounts', admin)).body.data[0].id;
    for (const [method, path, body] of [
      ['GET', '/api/v1/admin/accounts', undefined],
      ['GET', `/api/v1/admin/accounts/${id}`, undefined],
      ['DELETE', `/api/v1/admin/accounts/${id}`, undefined],
      ['PUT', `/api/v1/admin/accounts/${id}/slots`, { user_slots: 99, portal_user_slots: 99 }],
      ['POST', '/api/v1/admin/accounts', { name: `z${unique()}`, domain: `z${unique()}`, manager_email: someone.email }],
      ['POST', '/api/v2/admin/registrations', { email: 'x@example.test' }],
    ] as const) {
      expect(await t.call(method, path, someone, undefined, body)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
      expect((await t.call(method, path, undefined, undefined, body)).status).toBe(401);
    }
  });

  it('lets a user list only their own accounts', async () => {
    expect((await t.call('GET', `/api/v1/users/${admin.id}/accounts`, someone)).status).toBe(403);
    expect((await t.call<UserAccountListView>('GET', `/api/v1/users/${someone.id}/accounts`, someone)).body.meta.total).toBe(1);
  });

  it('documents the accounts routes in OpenAPI', async () => {
    const { status, body } = await t.call<{ paths: Record<string, unknown> }>('GET', '/api/docs-json');
    expect(status).toBe(200);
    for (const path of [
      '/api/v1/accounts/members',
      '/api/v1/accounts/{account_id}',
      '/api/v2/accounts/register',
      '/api/v1/admin/accounts',
      '/api/v2/settings/personalization',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });
});
