import { derivedSecret } from './secret-token';

const KEY = 'k'.repeat(48);

describe('derivedSecret', () => {
  it('gives the same secret for the same key and label, another for another label or key', () => {
    const secret = derivedSecret(KEY, 'password_reset\0event-1');
    expect(derivedSecret(KEY, 'password_reset\0event-1')).toBe(secret);
    expect(derivedSecret(KEY, 'password_reset\0event-2')).not.toBe(secret);
    expect(derivedSecret(KEY, 'activation\0event-1')).not.toBe(secret);
    expect(derivedSecret(`${KEY}x`, 'password_reset\0event-1')).not.toBe(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
  });

  it('gives 6-digit codes that spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, (_, n) => derivedSecret(KEY, `email_code\0${n}`, 'digits'));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10); // leading zeros kept
  });
});
