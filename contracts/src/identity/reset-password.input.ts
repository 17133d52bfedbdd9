import { MaxLen, Required, Text } from '../validation/rules';
import { NewPasswordInput } from './new-password.input';

/** POST v1/password/reset: the token from the reset link and the new password. */
export class ResetPasswordInput extends NewPasswordInput {
  @Required()
  @Text()
  @MaxLen(512)
  token!: string;
}
