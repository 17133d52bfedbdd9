import { SignJWT, UnsecuredJWT } from 'jose';
import { AccessTokenStrategy } from './access-token.strategy';
import { issueAccessToken } from './jwt-access-token';
import type { Principal } from './principal';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const principal: Principal = { userId: 'user-1', accountId: 'acc-1', teamIds: ['team-1'], roles: ['member'] };
const verifier = new AccessTokenStrategy(SECRET);
const now = () => Math.floor(Date.now() / 1000);

const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = {}, secret = SECRET) =>
  new SignJWT({ token_use: 'access', acc: 'acc-1', teams: [], roles: [], ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...header })
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(now() + 60)
    .sign(new TextEncoder().encode(secret));

describe('JWT access tokens (issued with jose, verified by passport-jwt)', () => {
  it('round-trips the principal through issue and verify', async () => {
    const token = await issueAccessToken(principal, SECRET, 60);
    await expect(verifier.verify(token)).resolves.toEqual(principal);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await issueAccessToken(principal, `${SECRET}-other`, 60);
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'auth.unauthorized', kind: 'unauthenticated' });
  });

  it('refuses an expired token', async () => {
    const token = await new SignJWT({ token_use: 'access', acc: 'acc-1', teams: [], roles: [] })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('user-1')
      .setIssuedAt(now() - 120)
      .setExpirationTime(now() - 60)
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('refuses an unsecured token (alg none)', async () => {
    const token = new UnsecuredJWT({ token_use: 'access', acc: 'acc-1', teams: [], roles: [] })
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime(now() + 60)
      .encode();
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('refuses another algorithm even with the right secret (HS512)', async () => {
    await expect(verifier.verify(await signed({}, { alg: 'HS512' }))).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('refuses a token of another kind: token_use refresh', async () => {
    await expect(verifier.verify(await signed({ token_use: 'refresh' }))).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('refuses a token without the access typ header', async () => {
    await expect(verifier.verify(await signed({}, { typ: 'JWT' }))).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('refuses a token without exp', async () => {
    const token = await new SignJWT({ token_use: 'access', acc: 'acc-1', teams: [], roles: [] })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('user-1')
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('refuses malformed claims (empty account, teams not a list of strings)', async () => {
    await expect(verifier.verify(await signed({ acc: '' }))).rejects.toMatchObject({ code: 'auth.unauthorized' });
    await expect(verifier.verify(await signed({ teams: 'team-1' }))).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('accepts a user token without an account (the account comes from the Account signature)', async () => {
    await expect(verifier.verify(await signed({ acc: undefined, teams: undefined, roles: undefined }))).resolves.toEqual({
      userId: 'user-1',
      teamIds: [],
      roles: [],
    });
  });

  it('refuses garbage', async () => {
    await expect(verifier.verify('not.a.jwt')).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('keeps each strategy to its own key: two apps in one process verify with theirs', async () => {
    const other = new AccessTokenStrategy(`${SECRET}-other`);
    const mine = await issueAccessToken(principal, SECRET, 60);
    await expect(verifier.verify(mine)).resolves.toEqual(principal);
    await expect(other.verify(mine)).rejects.toMatchObject({ code: 'auth.unauthorized' });
    await expect(verifier.verify(await issueAccessToken(principal, `${SECRET}-other`, 60))).rejects.toMatchObject({ code: 'auth.unauthorized' });
  });

  it('issues only with a positive whole ttl', async () => {
    await expect(issueAccessToken(principal, SECRET, 0)).rejects.toThrow('ttlSeconds');
  });
});
