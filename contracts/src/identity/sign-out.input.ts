import { MaxLen, Optional, Text } from '../validation/rules';

/** POST v1/oauth/logout: the bearer token, or (when it has expired) the refresh token, names the user. */
export class SignOutInput {
  @Optional()
  @Text()
  @MaxLen(512)
  refresh_token?: string | null;
}
