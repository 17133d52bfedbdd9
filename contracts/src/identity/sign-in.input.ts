import { MaxLen, Optional, Required, Text } from '../validation/rules';

/** POST v1/oauth/token. `username` may also be the e-mail address. */
export class SignInInput {
  @Required()
  @Text()
  @MaxLen(255)
  username!: string;

  // No policy here: an old password may predate it, and the answer must not tell.
  @Required()
  @Text()
  @MaxLen(1024)
  password!: string;

  /** The account to sign in to (optional): its membership is checked after the password. */
  @Optional()
  @Text()
  @MaxLen(255)
  account_id?: string | null;
}
