import type { AccountView } from '@kollab/contracts';
import { startAccountsApp, unique, type AccountsTestApp, type TestUser } from '../../support/accounts-app';

interface ErrorBody {
  code: string;
  errors?: Record<string, string[]>;
}

/** Issue 11 item 16: flag email.custom_sender_address, the account's sender address and the mails sent for it. */
describe('the account sender address (flag email.custom_sender_address)', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let org: string;
  let orgName: string;
  const sig = () => t.signature(manager, org);
  const as = async <T = ErrorBody>(method: string, path: string, body?: unknown) => t.call<T>(method, path, manager, await sig(), body);
  const newMember = () => {
    const id = unique();
    return { email: `m-${id}@example.test`, username: `m-${id}`, first_name: 'Neu', last_name: `Mitglied ${id}` };
  };
  /** The header block of a mail (before the first empty line). */
  const headersOf = (mail: string) => mail.slice(0, mail.search(/\r?\n\r?\n/));

  beforeAll(async () => {
    t = await startAccountsApp();
    manager = await t.user();
    orgName = `Absender-${unique()}`;
    org = await t.organisation(manager, { name: orgName });
  }, 180000);
  afterAll(() => t.close());

  it('refuses a sender address while the account lacks the flag (403), and stores nothing', async () => {
    const before = await t.eventCount(org);
    expect(await as('PUT', '/api/v2/account/sender-address', { sender_address: 'info@example.test' })).toMatchObject({
      status: 403,
      body: { code: 'account.custom_sender_disabled' },
    });
    expect(await t.eventCount(org)).toBe(before);
  });

  it('with the flag: a manager sets a valid e-mail (422 otherwise), members read it, others may not set it', async () => {
    expect((await as('PUT', '/api/v2/account/feature-flags', { flags: ['email.custom_sender_address'] })).status).toBe(200);
    for (const bad of ['not-an-address', 'info@', `${'x'.repeat(250)}@example.test`, 42]) {
      const refused = await as('PUT', '/api/v2/account/sender-address', { sender_address: bad });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['sender_address']);
    }
    expect((await as('PUT', '/api/v2/account/sender-address', { sender_address: 'info@example.test', from: 'x' })).status).toBe(422);
    expect((await as('PUT', '/api/v2/account/sender-address', { sender_address: 'service@kunde.example' })).status).toBe(200);
    expect((await as<AccountView>('GET', '/api/v2/account')).body.sender_address).toBe('service@kunde.example');

    const member = await t.user();
    await t.addMember(org, manager, member, ['user']);
    const refused = await t.call<ErrorBody>('PUT', '/api/v2/account/sender-address', member, await t.signature(member, org), {
      sender_address: 'me@example.test',
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
  });

  it("sends the account's mails with its name as sender and its address as Reply-To; From stays ours", async () => {
    const invited = newMember();
    expect(await as('POST', '/api/v1/accounts/members/invitations', invited)).toMatchObject({ status: 201 });
    const headers = headersOf(await t.mailTo(invited.email));
    expect(headers).toMatch(new RegExp(`^From: "?${orgName}"? <no-reply@kollab\\.localhost>`, 'm'));
    expect(headers).toMatch(/^Reply-To: service@kunde\.example/m);
  });

  it("a user's own mails (the public password reset) do not carry the account", async () => {
    const someone = await t.user();
    await t.addMember(org, manager, someone, ['user']);
    await t.call('POST', '/api/v1/password/reset/trigger', undefined, undefined, { email: someone.email });
    const headers = headersOf(await t.mailTo(someone.email));
    expect(headers).not.toMatch(/^Reply-To:/m);
    expect(headers).not.toContain(orgName);
  });

  it('without the flag the stored address is not used any more; null removes it', async () => {
    expect((await as('PUT', '/api/v2/account/feature-flags', { flags: [] })).status).toBe(200);
    const invited = newMember();
    expect(await as('POST', '/api/v1/accounts/members/invitations', invited)).toMatchObject({ status: 201 });
    const headers = headersOf(await t.mailTo(invited.email));
    expect(headers).not.toMatch(/^Reply-To:/m);
    expect(headers).toMatch(new RegExp(`^From: "?${orgName}"? <`, 'm'));
    expect((await as('PUT', '/api/v2/account/feature-flags', { flags: ['email.custom_sender_address'] })).status).toBe(200);
    expect((await as('PUT', '/api/v2/account/sender-address', { sender_address: null })).status).toBe(200);
    expect((await as<AccountView>('GET', '/api/v2/account')).body.sender_address).toBeNull();
  });
});
