import { Inject, Injectable } from '@nestjs/common';
import type { TokenResponse } from '@kollab/contracts';
import { issueAccessToken } from '../../../core/auth/jwt-access-token';
import { JWT_SECRET } from '../../../core/auth/jwt-secret';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { fullName, type UserState } from '../domain/user.state';
import { RefreshTokenStore } from '../secrets/refresh-token.store';
import { issueIdToken } from './id-token';

/** Access and id tokens live 15 minutes; the refresh token keeps the session going. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

/**
 * The token set of a sign-in, challenge or refresh. The access token names the user
 * only (no account: that comes from the Account signature on each call).
 */
@Injectable()
export class TokenIssuer {
  constructor(
    @Inject(JWT_SECRET) private readonly secret: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly refreshTokens: RefreshTokenStore,
  ) {}

  /** `refreshToken`: the rotated successor on refresh; otherwise a new family starts. */
  async issue(userId: string, user: UserState, now: Date, options: { refreshToken?: string; clientId?: string | null } = {}): Promise<TokenResponse> {
    const [AccessToken, IdToken, RefreshToken] = await Promise.all([
      issueAccessToken({ userId, username: user.username, teamIds: [], roles: [] }, this.secret, ACCESS_TOKEN_TTL_SECONDS),
      issueIdToken(
        userId,
        {
          username: user.username,
          preferred_username: user.username,
          email: user.email,
          email_verified: user.email_verified,
          locale: user.locale,
          name: fullName(user),
          given_name: user.first_name,
          family_name: user.last_name,
        },
        this.secret,
        ACCESS_TOKEN_TTL_SECONDS,
        this.config.publicUrl,
      ),
      options.refreshToken ?? this.refreshTokens.issue(userId, now, { clientId: options.clientId }),
    ]);
    return { AccessToken, IdToken, RefreshToken, ExpiresIn: ACCESS_TOKEN_TTL_SECONDS, TokenType: 'Bearer' };
  }
}
