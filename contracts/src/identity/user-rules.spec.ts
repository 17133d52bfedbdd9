import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ageOn } from './date-of-birth.rules';
import { ChangePasswordInput } from './change-password.input';
import { isPasswordStrong } from './password.rules';
import { isValidUsername } from './username.rules';

const messages = (input: object) => Object.fromEntries(validateSync(input).map((error) => [error.property, Object.values(error.constraints ?? {})]));

describe('user rules (seed §5)', () => {
  it('passwords: 8 to 72 characters with a lowercase, an uppercase and a digit', () => {
    expect(isPasswordStrong('Secret-Pass-1')).toBe(true);
    expect(isPasswordStrong('Äbcdefg1')).toBe(true);
    for (const weak of ['Short1a', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', `Aa1${'x'.repeat(70)}`]) {
      expect(isPasswordStrong(weak)).toBe(false);
    }
  });

  it('usernames: no spaces, not an e-mail', () => {
    expect(isValidUsername('anna.arndt_2')).toBe(true);
    for (const bad of ['an na', 'anna@example.test', 'a', '']) expect(isValidUsername(bad)).toBe(false);
  });

  it('ages in full years', () => {
    const today = new Date('2025-06-15T00:00:00Z');
    expect(ageOn('2011-06-15', today)).toBe(14);
    expect(ageOn('2011-06-16', today)).toBe(13);
    expect(ageOn('2025-02-30', today)).toBeUndefined();
  });

  it('the new password must match its confirmation', () => {
    const input = plainToInstance(ChangePasswordInput, { old_password: 'x', password: 'Secret-Pass-1', password_confirmation: 'Secret-Pass-2' });
    expect(messages(input)).toEqual({ password_confirmation: ['validation.password_mismatch'] });
  });
});
