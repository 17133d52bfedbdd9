import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import { startAccountsApp, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import { testJwtSecret } from '../../support/auth-tokens';

// The Account header (seed §4, §8): every non-auth call carries it, and it answers 403
// with exactly the seed's messages when missing, not ours, not the caller's or outdated.
describe('the Account signature', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let anna: TestUser;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    t = await startAccountsApp();
    manager = await t.user();
    anna = await t.user();
    orgA = await t.organisation(manager);
    orgB = await t.organisation(manager);
    await t.addMember(orgA, manager, anna, ['user']);
  });
  afterAll(() => t?.close());

  const current = (user: TestUser, signature?: string) => t.call('GET', '/api/v2/account', user, signature);

  it('is handed out with the account, carrying account, user, roles, flags, terms and mv', async () => {
    const response = await t.call<Record<string, unknown>>('GET', `/api/v1/accounts/${orgA}`, anna);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: orgA, roles: ['user'], status: 'active', number_of_members: 2, apps: ['contacts', 'tasks'] });
    const claims = decodeJwt(response.body.signature as string);
    expect(claims).toMatchObject({
      acc: orgA,
      sub: anna.id,
      roles: ['user'],
      flags: ['apps.contacts', 'apps.tasks'],
      terms_accepted: true,
      teams: [],
    });
    expect(typeof claims.mv).toBe('string');
  });

  it('lets a valid signature through, with its roles', async () => {
    const response = await current(anna, await t.signature(anna, orgA));
    expect(response).toMatchObject({ status: 200, body: { id: orgA } });
  });

  it('answers "Account missing" without the header', async () => {
    expect(await current(anna)).toMatchObject({ status: 403, body: { code: 'account.missing', message: 'Account missing' } });
  });

  it('answers "Account Signature Invalid" when tampered, foreign-signed, unsigned or of another token type', async () => {
    const signature = await t.signature(anna, orgA);
    const [header, payload, mac] = signature.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, roles: ['manager'] })).toString('base64url')}.${mac}`;
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'acct+jwt' }).sign(new TextEncoder().encode(testJwtSecret()));
    const unsigned = new UnsecuredJWT(claims).encode();
    const accessToken = await issueAccessToken({ userId: anna.id, accountId: orgA, teamIds: [], roles: ['manager'] }, t.secret, 60);
    for (const bad of [tampered, foreign, unsigned, accessToken, 'garbage']) {
      expect(await current(anna, bad)).toMatchObject({
        status: 403,
        body: { code: 'account.signature_invalid', message: 'Account Signature Invalid' },
      });
    }
  });

  it('answers "Invalid Account sent" for another user\'s signature', async () => {
    const managersSignature = await t.signature(manager, orgA);
    expect(await current(anna, managersSignature)).toMatchObject({ status: 403, body: { code: 'account.invalid', message: 'Invalid Account sent' } });
  });

  it('cannot be replayed on another organisation: claims changed by hand fail the MAC, and a non-member gets no signature', async () => {
    expect((await t.call('GET', `/api/v1/accounts/${orgB}`, anna)).status).toBe(404);
    const signature = await t.signature(anna, orgA);
    const [header, payload, mac] = signature.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const replayed = `${header}.${Buffer.from(JSON.stringify({ ...claims, acc: orgB })).toString('base64url')}.${mac}`;
    expect((await current(anna, replayed)).body).toMatchObject({ code: 'account.signature_invalid' });
  });

  it('is outdated after a role change, and a fresh one works', async () => {
    const ben = await t.user();
    await t.addMember(orgA, manager, ben, ['user']);
    const before = await t.signature(ben, orgA);
    const managerSignature = await t.signature(manager, orgA);
    const granted = await t.call('POST', `/api/v1/accounts/members/${ben.id}/roles`, manager, managerSignature, { role: 'surveys' });
    expect(granted.status).toBe(200);
    expect(await current(ben, before)).toMatchObject({
      status: 403,
      body: { code: 'account.signature_outdated', message: 'Account Signature Outdated' },
    });
    const after = await t.signature(ben, orgA);
    expect(decodeJwt(after).roles).toEqual(['user', 'surveys']);
    expect((await current(ben, after)).status).toBe(200);
  });

  it('is outdated after the terms are accepted', async () => {
    // An organisation created by the admin starts without accepted terms.
    const carla = await t.user();
    const admin = await t.admin();
    const suffix = carla.id.slice(0, 8).toLowerCase();
    const created = await t.call<{ id: string }>('POST', '/api/v1/admin/accounts', admin, undefined, {
      name: `Terms-${suffix}`,
      domain: `terms-${suffix}`,
      manager_email: carla.email,
    });
    expect(created.status).toBe(201);
    const old = await t.signature(carla, created.body.id);
    expect(decodeJwt(old).terms_accepted).toBe(false);
    expect((await t.call('POST', '/api/v2/account/terms', carla, old, { terms: true })).status).toBe(200);
    expect((await current(carla, old)).body).toMatchObject({ code: 'account.signature_outdated' });
    expect(decodeJwt(await t.signature(carla, created.body.id)).terms_accepted).toBe(true);
  });

  it('is invalid for a deactivated member, who also gets no new one', async () => {
    const dora = await t.user();
    await t.addMember(orgA, manager, dora, ['user']);
    const signature = await t.signature(dora, orgA);
    const managerSignature = await t.signature(manager, orgA);
    expect(
      (await t.call('PATCH', `/api/v1/accounts/members/${dora.id}/attributes/status`, manager, managerSignature, { status: 'inactive' })).status,
    ).toBe(200);
    expect((await current(dora, signature)).body).toMatchObject({ code: 'account.invalid' });
    expect(await t.call('GET', `/api/v1/accounts/${orgA}`, dora)).toMatchObject({ status: 403, body: { code: 'member.inactive' } });
  });

  it('is outdated after the member joins or leaves a team, and names their teams', async () => {
    const erik = await t.user();
    await t.addMember(orgA, manager, erik, ['user']);
    const created = await t.call<{ id: string }>('POST', '/api/v1/teams', manager, await t.signature(manager, orgA), {
      name: 'Signatur',
      short: 'SIG',
    });
    expect(created.status).toBe(201);
    // The creator joined the team as its admin: a new signature.
    const managerSignature = await t.signature(manager, orgA);
    const members = `/api/v1/teams/${created.body.id}/members`;
    const before = await t.signature(erik, orgA);
    expect(decodeJwt(before).teams).toEqual([]);
    expect(
      (await t.call('POST', members, manager, managerSignature, { user_id: erik.id, permissions: ['read'], extended_permissions: false })).status,
    ).toBe(201);
    expect(await current(erik, before)).toMatchObject({
      status: 403,
      body: { code: 'account.signature_outdated', message: 'Account Signature Outdated' },
    });
    const inTeam = await t.signature(erik, orgA);
    expect(decodeJwt(inTeam)).toMatchObject({ teams: [created.body.id], roles: ['user'] });
    expect((await current(erik, inTeam)).status).toBe(200);
    // A permission change that keeps the teams and roles leaves the signature valid.
    expect(
      (await t.call('PUT', `${members}/${erik.id}`, manager, managerSignature, { permissions: ['read', 'edit'], extended_permissions: true })).status,
    ).toBe(200);
    expect((await current(erik, inTeam)).status).toBe(200);
    expect((await t.call('DELETE', `${members}/${erik.id}`, manager, managerSignature)).status).toBe(200);
    expect((await current(erik, inTeam)).body).toMatchObject({ code: 'account.signature_outdated' });
    expect(decodeJwt(await t.signature(erik, orgA)).teams).toEqual([]);
  });

  it('carries the derived role team_admin while the member holds admin in a team, which opens the team routes', async () => {
    const fiona = await t.user();
    await t.addMember(orgA, manager, fiona, ['user']);
    const created = await t.call<{ id: string }>('POST', '/api/v1/teams', manager, await t.signature(manager, orgA), {
      name: 'Admins',
      short: 'ADM',
      members: [{ user_id: fiona.id, permissions: ['read'], extended_permissions: false }],
    });
    const team = `/api/v1/teams/${created.body.id}`;
    const managerSignature = await t.signature(manager, orgA);
    const plain = await t.signature(fiona, orgA);
    expect(decodeJwt(plain).roles).toEqual(['user']);
    expect((await t.call('PUT', team, fiona, plain, { name: 'Meins', short: 'M' })).body).toMatchObject({ code: 'auth.forbidden' });

    expect(
      (await t.call('PUT', `${team}/members/${fiona.id}`, manager, managerSignature, { permissions: ['admin'], extended_permissions: false })).status,
    ).toBe(200);
    expect((await current(fiona, plain)).body).toMatchObject({ code: 'account.signature_outdated' });
    const admin = await t.signature(fiona, orgA);
    expect(decodeJwt(admin)).toMatchObject({ roles: ['user', 'team_admin'], teams: [created.body.id] });
    expect((await t.call('PUT', team, fiona, admin, { name: 'Admins & Co', short: 'ADM' })).status).toBe(200);

    // The manager (the creator) is admin too; fiona gives admin up: outdated again, and team_admin is gone.
    expect((await t.call('PUT', `${team}/members/${fiona.id}`, fiona, admin, { permissions: ['read'], extended_permissions: false })).status).toBe(
      200,
    );
    expect((await current(fiona, admin)).body).toMatchObject({ code: 'account.signature_outdated' });
    expect(decodeJwt(await t.signature(fiona, orgA)).roles).toEqual(['user']);
  });

  it('gives the system admin the admin role in accounts they belong to, and only while they are admin', async () => {
    const admin = await t.admin();
    await t.addMember(orgA, manager, admin, ['user']);
    const response = await t.call<{ roles: string[]; signature: string }>('GET', `/api/v1/accounts/${orgA}`, admin);
    expect(response.body.roles).toEqual(['user', 'admin']);
    expect(decodeJwt(response.body.signature).roles).toEqual(['user', 'admin']);
    expect((await current(admin, response.body.signature)).status).toBe(200);
  });
});
