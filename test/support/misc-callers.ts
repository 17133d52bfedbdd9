import { randomUUID } from 'node:crypto';
import type { Role } from '@kollab/contracts';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import { standInSignature } from './misc-signatures';
import { request, type JsonResponse, type TestApp } from './test-app';

/** A signed-in member of one account, calling the test app with token and stand-in signature. */
export interface MiscCaller {
  userId: string;
  accountId: string;
  headers: Record<string, string>;
  call<T = unknown>(method: string, path: string, body?: unknown, extra?: Record<string, string>): Promise<JsonResponse<T>>;
}

export async function miscCaller(
  t: TestApp,
  secret: string,
  options: { roles?: Role[]; accountId?: string; userId?: string; flags?: string[] } = {},
): Promise<MiscCaller> {
  const userId = options.userId ?? `user-${randomUUID()}`;
  const accountId = options.accountId ?? `acc-${randomUUID()}`;
  const token = await issueAccessToken({ userId, teamIds: [], roles: [] }, secret, 300);
  const headers = {
    authorization: `Bearer ${token}`,
    account: standInSignature({ accountId, userId, roles: options.roles ?? ['user'], ...(options.flags ? { flags: options.flags } : {}) }),
  };
  return {
    userId,
    accountId,
    headers,
    call: (method, path, body, extra = {}) => request(t.url, method, path, { body, headers: { ...headers, ...extra } }),
  };
}
