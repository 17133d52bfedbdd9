import { MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import { Password } from './password.rules';
import { SameAs } from './same-as.rule';
import { CHALLENGE_NAMES, type ChallengeName } from './token-response';

/** POST v1/oauth/challenge: the new password after a sign-in with a temporary one. */
export class RespondToChallengeInput {
  @Required()
  @OneOf(CHALLENGE_NAMES)
  challenge_name!: ChallengeName;

  @Optional()
  @Text()
  @MaxLen(255)
  client_id?: string | null;

  @Required()
  @Text()
  @MaxLen(512)
  session!: string;

  @Password()
  password!: string;

  /** Optional: checked when sent. */
  @Optional()
  @SameAs('password')
  password_confirmation?: string;

  @Required()
  @Text()
  @MaxLen(255)
  username!: string;
}
