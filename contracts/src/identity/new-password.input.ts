import { MaxLen, Optional, Text } from '../validation/rules';
import { Password } from './password.rules';
import { SameAs } from './same-as.rule';

/** A new password chosen through a link (activation, reset): the policy, and the confirmation when sent. */
export class NewPasswordInput {
  @Password()
  password!: string;

  /** Optional: the seed's client confirms in the form; checked when sent. */
  @Optional()
  @SameAs('password')
  password_confirmation?: string;

  /** Accepted for the seed's client (a Cognito pool id) and ignored. */
  @Optional()
  @Text()
  @MaxLen(255)
  user_pool_id?: string | null;
}
