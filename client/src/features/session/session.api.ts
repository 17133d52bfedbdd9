import type { SignInInput, RefreshTokensInput, RespondToChallengeInput, SignOutInput } from '@kollab/contracts';
import { REFRESH_TIMEOUT_MS, type ApiRequest } from '../../lib/api/http';

/** The session's calls (seed §7), as requests for `callApi` or the transport. */
export const sessionApi = {
  signIn: (body: SignInInput): ApiRequest => ({ method: 'POST', path: '/v1/oauth/token', body, auth: true }),
  respondToChallenge: (body: RespondToChallengeInput): ApiRequest => ({ method: 'POST', path: '/v1/oauth/challenge', body, auth: true }),
  refresh: (body: RefreshTokensInput): ApiRequest => ({
    method: 'POST',
    path: '/v1/oauth/refresh',
    body,
    auth: true,
    timeoutMs: REFRESH_TIMEOUT_MS,
  }),
  logout: (body: SignOutInput): ApiRequest => ({ method: 'POST', path: '/v1/oauth/logout', body, auth: true }),
  user: (userId: string): ApiRequest => ({ method: 'GET', path: `/v1/users/${encodeURIComponent(userId)}`, noAccount: true }),
  userAccounts: (userId: string): ApiRequest => ({
    method: 'GET',
    path: `/v1/users/${encodeURIComponent(userId)}/accounts`,
    query: { limit: 100 },
    noAccount: true,
  }),
  account: (accountId: string): ApiRequest => ({ method: 'GET', path: `/v1/accounts/${encodeURIComponent(accountId)}`, noAccount: true }),
};
