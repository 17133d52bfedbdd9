import { IsNotEmpty, IsString, Length, Matches } from 'class-validator';

/** Seed §5/§9: 8 to 72 characters (72: what bcrypt-era clients allow; kept for them). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;
/** How many passwords (the current one included) a new password must differ from. */
export const PASSWORD_HISTORY_SIZE = 5;

const CHARACTER_CLASSES = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\p{Nd})/u;

/** True when `password` keeps the policy (length, a lowercase, an uppercase and a digit). */
export function isPasswordStrong(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && CHARACTER_CLASSES.test(password);
}

/** A new password: required, 8–72 characters, a lowercase, an uppercase and a digit. */
export const Password = (): PropertyDecorator => {
  const rules = [
    IsNotEmpty({ message: 'validation.required' }),
    IsString({ message: 'validation.string' }),
    Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
      message: `validation.length?min=${PASSWORD_MIN_LENGTH}&max=${PASSWORD_MAX_LENGTH}`,
    }),
    Matches(CHARACTER_CLASSES, { message: 'validation.password_policy' }),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
};
