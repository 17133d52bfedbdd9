import { Body, Controller, Get, Global, Module, Post } from '@nestjs/common';
import { MaxLen, Required, Text, DomainRefusal } from '@kollab/contracts';
import type { AccountGrant, AccountSignatures } from '@kollab/server/core/auth/account-signatures';
import { ACCOUNT_SIGNATURES } from '@kollab/server/core/auth/account-signatures';
import { CurrentPrincipal, NoAccount, Public, Roles } from '@kollab/server/core/auth/auth.decorators';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import type { RequestPrincipal } from '@kollab/server/core/auth/request-principal';
import { testJwtSecret } from '../../support/auth-tokens';
import { request, startTestApp, type TestApp } from '../../support/test-app';

// The guard's order and answers, with a stand-in for the accounts context's signature
// check (our own port): signature "good-<account>" is valid for user "u-1" only.
const signatures: AccountSignatures = {
  async verify(signature: string | undefined, userId: string): Promise<AccountGrant> {
    if (!signature) throw DomainRefusal.forbidden('account.missing');
    if (!signature.startsWith('good-')) throw DomainRefusal.forbidden('account.signature_invalid');
    if (userId !== 'u-1') throw DomainRefusal.forbidden('account.invalid');
    return { accountId: signature.slice(5), roles: ['user'], flags: [], teamIds: [], termsAccepted: true };
  },
};

class EchoInput {
  @Required()
  @Text()
  @MaxLen(5)
  name!: string;
}

@Controller('test/guarded')
class GuardedController {
  @Post('echo')
  @Public()
  echo(@Body() input: EchoInput) {
    return { name: input.name, isInstance: input instanceof EchoInput };
  }

  @Get()
  who(@CurrentPrincipal() principal: RequestPrincipal) {
    return principal;
  }

  @Get('open')
  @Public()
  open() {
    return { open: true };
  }

  @Get('accounts')
  @NoAccount()
  accounts(@CurrentPrincipal() principal: RequestPrincipal) {
    return principal;
  }

  @Get('managers')
  @Roles('manager')
  managers() {
    return { ok: true };
  }
}

// Global, as the accounts context's module will be: the app-wide guard must see the port.
@Global()
@Module({ controllers: [GuardedController], providers: [{ provide: ACCOUNT_SIGNATURES, useValue: signatures }], exports: [ACCOUNT_SIGNATURES] })
class GuardedModule {}

describe('every route is closed unless it says otherwise', () => {
  let t: TestApp;
  const secret = testJwtSecret();
  let token: string;
  let stranger: string;

  beforeAll(async () => {
    t = await startTestApp({ imports: [GuardedModule], env: { JWT_SECRET: secret } });
    token = await issueAccessToken({ userId: 'u-1', teamIds: [], roles: [] }, secret, 60);
    stranger = await issueAccessToken({ userId: 'u-2', teamIds: [], roles: [] }, secret, 60);
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => request<Record<string, unknown>>(t.url, 'GET', path, { headers });

  it('answers 401 without a bearer token, and with a bad one', async () => {
    expect((await get('/api/test/guarded')).status).toBe(401);
    const bad = await get('/api/test/guarded', { authorization: 'Bearer nope', account: 'good-a' });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('auth.unauthorized');
  });

  it('answers 403 with the seed messages for a missing, tampered or foreign signature', async () => {
    const missing = await get('/api/test/guarded', { authorization: `Bearer ${token}`, 'content-language': 'de' });
    expect(missing).toMatchObject({ status: 403, body: { code: 'account.missing', message: 'Account missing' } });
    const tampered = await get('/api/test/guarded', { authorization: `Bearer ${token}`, account: 'evil' });
    expect(tampered.body).toMatchObject({ code: 'account.signature_invalid', message: 'Account Signature Invalid' });
    const foreign = await get('/api/test/guarded', { authorization: `Bearer ${stranger}`, account: 'good-a' });
    expect(foreign.body).toMatchObject({ code: 'account.invalid', message: 'Invalid Account sent' });
  });

  it('passes the checked principal to the handler', async () => {
    const ok = await get('/api/test/guarded', { authorization: `Bearer ${token}`, account: 'good-acc-7' });
    expect(ok).toMatchObject({ status: 200, body: { userId: 'u-1', accountId: 'acc-7', roles: ['user'] } });
  });

  it('lets @Public and @NoAccount routes through what they do not need', async () => {
    expect((await get('/api/test/guarded/open')).body).toEqual({ open: true });
    const noAccount = await get('/api/test/guarded/accounts', { authorization: `Bearer ${stranger}` });
    expect(noAccount).toMatchObject({ status: 200, body: { userId: 'u-2', accountId: null } });
    expect((await get('/api/test/guarded/accounts')).status).toBe(401);
  });

  it('checks the roles a route names', async () => {
    const forbidden = await get('/api/test/guarded/managers', { authorization: `Bearer ${token}`, account: 'good-a', 'content-language': 'en' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('auth.forbidden');
  });
});

describe('the validation pipe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imports: [GuardedModule] });
  });
  afterAll(() => t.close());
  const post = (body: unknown, language = 'de') =>
    request<{ code: string; errors?: Record<string, string[]> }>(t.url, 'POST', '/api/test/guarded/echo', {
      body,
      headers: { 'content-language': language },
    });

  it("answers 422 with each failed rule per field, in the caller's language, values filled in", async () => {
    expect(await post({ name: 'far too long' })).toMatchObject({
      status: 422,
      body: { code: 'request.validation_failed', errors: { name: ['Höchstens 5 Zeichen.'] } },
    });
    expect((await post({}, 'en')).body.errors).toEqual({ name: ['This field is required.'] });
    expect((await post({ name: 7 }, 'en')).body.errors).toEqual({ name: ['Please enter text.'] });
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    expect((await post({ name: 'ok', admin: true }, 'en')).body.errors).toEqual({ admin: ['This field is unknown.'] });
  });

  it('hands the handler an instance of the contract class', async () => {
    expect(await post({ name: 'Anna' })).toMatchObject({ status: 201, body: { name: 'Anna', isInstance: true } });
  });
});
