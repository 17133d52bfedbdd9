import { decodeProtectedHeader } from 'jose';
import { AccessTokenStrategy } from '../../../core/auth/access-token.strategy';
import { issueIdToken, verifyIdToken, type IdTokenClaims } from './id-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims: IdTokenClaims = {
  username: 'anna',
  preferred_username: 'anna',
  email: 'anna@example.test',
  email_verified: true,
  locale: 'de',
  name: 'Anna Arndt',
  given_name: 'Anna',
  family_name: 'Arndt',
};

describe('id tokens', () => {
  it('carry the user: sub, username, email, locale, name; typ id+jwt', async () => {
    const token = await issueIdToken('user-1', claims, SECRET, 900, 'http://localhost');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'id+jwt' });
    await expect(verifyIdToken(token, SECRET)).resolves.toMatchObject({ sub: 'user-1', token_use: 'id', ...claims });
  });

  it('are refused by the access-token verifier (same secret, other kind)', async () => {
    const token = await issueIdToken('user-1', claims, SECRET, 900, 'http://localhost');
    await expect(new AccessTokenStrategy(SECRET).verify(token)).rejects.toMatchObject({
      kind: 'unauthenticated',
      code: 'auth.unauthorized',
    });
  });
});
