import { describe, expect, it } from 'vitest';
import { validateSync } from 'class-validator';
import { errorMessage, ROLES, SignInInput } from '@kollab/contracts';

/** The contracts' legacy decorators compile in the client's toolchain (oxc) and validate here as on the server. */
describe('@kollab/contracts in the client', () => {
  it('validates a DTO class with its class-validator decorators', () => {
    const input = Object.assign(new SignInInput(), { username: '', password: 'x' });
    const errors = validateSync(input);
    expect(errors.map((error) => error.property)).toEqual(['username']);
    expect(validateSync(Object.assign(new SignInInput(), { username: 'anna', password: 'x' }))).toEqual([]);
  });

  it('reads error texts and roles', () => {
    expect(errorMessage('auth.invalid_credentials', 'de')).toBe('Benutzername oder Passwort ist ungültig.');
    expect(ROLES).toContain('manager');
  });
});
