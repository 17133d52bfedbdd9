import { vi } from 'vitest';
import type { AccountWithSignatureView, TokenResponse } from '@kollab/contracts';
import { createAppStore } from '../app/store';
import { initialSessionState, type SessionState } from '../features/session';
import { defaultPreferences, type PreferencesState } from '../features/preferences';
import { ApiError, type ApiHeaders, type ApiRequest, type ApiResponse } from '../lib/api/http';

export type Handler = (request: ApiRequest, headers: ApiHeaders) => unknown;

export const ok = <T>(body: T): ApiResponse<T> => ({ status: 200, body, latestClientVersion: null });
export const fail = (status: number, message: string, code?: string): never => {
  throw new ApiError(status, { message, code: code as never });
};

export function tokenResponse(access: string): TokenResponse {
  return {
    AccessToken: access,
    RefreshToken: `refresh-of-${access}`,
    IdToken: idToken({ sub: 'user-1', username: 'anna', name: 'Anna Berg' }),
    ExpiresIn: 900,
    TokenType: 'Bearer',
  };
}

export function idToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

export function account(signature: string, overrides: Partial<AccountWithSignatureView> = {}): AccountWithSignatureView {
  return {
    id: 'acc-1',
    name: 'Demo-GmbH',
    domain: 'demo',
    created_at: '2024-01-01T00:00:00Z',
    apps: ['tasks'],
    flags: ['apps.tasks'],
    status: 'active',
    user_slots: 10,
    portal_user_slots: 5,
    number_of_members: 3,
    number_of_portal_members: 0,
    logo: null,
    icon: null,
    terms_accepted: true,
    sender_address: null,
    delete_after: null,
    version: 1,
    roles: ['user'],
    signature,
    ...overrides,
  };
}

export function signedIn(overrides: Partial<SessionState> = {}): SessionState {
  return {
    ...initialSessionState,
    tokens: { accessToken: 'old', refreshToken: 'refresh-1', idToken: 'id' },
    user: { id: 'user-1', username: 'anna', name: 'Anna Berg' },
    account: { status: 'loaded', id: 'acc-1', current: account('sig-1') },
    ...overrides,
  };
}

/** A store with the real reducers and sagas; the API is the handler, navigation is recorded. */
export function harness(handler: Handler, session: SessionState = signedIn(), path = '/tasks', preferences: PreferencesState = defaultPreferences) {
  const calls: { request: ApiRequest; headers: ApiHeaders }[] = [];
  const navigate = vi.fn<(to: string) => void>();
  const transport = async <T>(request: ApiRequest, headers: ApiHeaders): Promise<ApiResponse<T>> => {
    calls.push({ request, headers });
    await Promise.resolve();
    return handler(request, headers) as ApiResponse<T>;
  };
  const store = createAppStore({
    deps: { transport, navigate, currentPath: () => path, language: () => 'de', clientVersion: '0.1.0' },
    session,
    preferences,
    onError: () => undefined, // the tests assert the rejections themselves
  });
  return { store, calls, navigate };
}
