/** What sign-in, challenge and refresh answer (the key names the client reads). */
export interface TokenResponse {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
  /** Seconds the access token lives (at most 900). */
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export const CHALLENGE_NAMES = ['NEW_PASSWORD_REQUIRED'] as const;
export type ChallengeName = (typeof CHALLENGE_NAMES)[number];

/** Sign-in of a user with a temporary password: answer with POST v1/oauth/challenge. */
export interface ChallengeResponse {
  ChallengeName: ChallengeName;
  /** Opaque, single use, valid for a few minutes. */
  Session: string;
  ChallengeParameters: { USER_ID_FOR_SRP: string; username: string; email: string; requiredAttributes: string[] };
}

export type SignInResponse = TokenResponse | ChallengeResponse;
