import { SignJWT, UnsecuredJWT } from 'jose';
import { readAccountSignature, signAccountSignature, type AccountSignatureClaims } from './account-signature.token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims: AccountSignatureClaims = {
  acc: 'acc-1',
  sub: 'user-1',
  roles: ['user'],
  flags: ['apps.tasks'],
  terms_accepted: true,
  teams: [],
  mv: 'abc',
};

describe('account signature tokens', () => {
  it('round-trips the claims', async () => {
    await expect(readAccountSignature(await signAccountSignature(claims, SECRET), SECRET)).resolves.toEqual(claims);
  });

  it('refuses another key, a tampered payload, alg none and another typ', async () => {
    const token = await signAccountSignature(claims, SECRET);
    await expect(readAccountSignature(token, `${SECRET}-other`)).resolves.toBeUndefined();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['manager'], iat: 1 })).toString('base64url');
    await expect(readAccountSignature(`${header}.${forged}.${signature}`, SECRET)).resolves.toBeUndefined();
    const none = new UnsecuredJWT({ ...claims }).setSubject('user-1').setIssuedAt().encode();
    await expect(readAccountSignature(none, SECRET)).resolves.toBeUndefined();
    const accessTyped = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('user-1')
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    await expect(readAccountSignature(accessTyped, SECRET)).resolves.toBeUndefined();
  });

  it('refuses unknown roles and malformed claims', async () => {
    await expect(readAccountSignature(await signAccountSignature({ ...claims, roles: ['root' as never] }, SECRET), SECRET)).resolves.toBeUndefined();
    await expect(readAccountSignature(await signAccountSignature({ ...claims, mv: '' }, SECRET), SECRET)).resolves.toBeUndefined();
    await expect(readAccountSignature('garbage', SECRET)).resolves.toBeUndefined();
  });
});
