import { Matches } from 'class-validator';

/**
 * Seed §5: required, no spaces, not in e-mail format. We allow letters, digits, `.`, `_`
 * and `-` (2–64): without `@` a username never looks like an e-mail, so sign-in can take
 * either without ambiguity.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{2,64}$/u;

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

export const Username = (): PropertyDecorator => Matches(USERNAME_PATTERN, { message: 'validation.username_format' });
