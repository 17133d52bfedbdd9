import { MaxLen, Optional, Required, Text } from '../validation/rules';

/** POST v1/oauth/refresh: a refresh token is good for one use and answered with a new one. */
export class RefreshTokensInput {
  @Required()
  @Text()
  @MaxLen(512)
  refresh_token!: string;

  /** When sent, it must name the token's user (username or e-mail). */
  @Optional()
  @Text()
  @MaxLen(255)
  username?: string | null;

  /** The client the token was first refreshed with; a token is bound to it afterwards. */
  @Optional()
  @Text()
  @MaxLen(255)
  client_id?: string | null;
}
