import { MaxLen, Required, Text } from '../validation/rules';
import { Password } from './password.rules';
import { SameAs } from './same-as.rule';

/** POST v1/users/{id}/password. */
export class ChangePasswordInput {
  @Required()
  @Text()
  @MaxLen(1024)
  old_password!: string;

  @Password()
  password!: string;

  @Required()
  @SameAs('password')
  password_confirmation!: string;
}
