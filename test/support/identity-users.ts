import { randomBytes } from 'node:crypto';
import type { SignInResponse, TokenResponse } from '@kollab/contracts';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { ReadYourWrites } from '@kollab/server/core/projections/read-your-writes';
import { USER_DIRECTORY, type DirectoryUser, type NewUser, type UserDirectory } from '@kollab/server/contexts/identity/public/user-directory';
import { request, type JsonResponse, type TestApp } from './test-app';

export const PASSWORD = 'Secret-Pass-1';

export interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** A username and an e-mail address no other test uses. */
export function freshNames(prefix = 'user'): { username: string; email: string } {
  const suffix = randomBytes(4).toString('hex');
  return { username: `${prefix}-${suffix}`, email: `${prefix}-${suffix}@example.test` };
}

export function directoryOf(t: TestApp): UserDirectory {
  return t.app.get<UserDirectory>(USER_DIRECTORY);
}

/**
 * Waits until the read models hold everything appended so far. The target is the last
 * committed event, not the visible head: a transaction of another suite may hold the
 * visibility horizon back, and the head would then lie behind our own appends.
 */
export async function readModelsCaughtUp(t: TestApp): Promise<void> {
  const appended = await t.app.get<EventStore>(EVENT_STORE).lastCommitted();
  if (!(await t.app.get(ReadYourWrites).waitFor(appended, 20000))) throw new Error('the read models did not catch up');
}

/** A user through USER_DIRECTORY (the accounts context's way in); active with PASSWORD unless told otherwise. */
export async function createUser(t: TestApp, overrides: Partial<NewUser> = {}): Promise<DirectoryUser> {
  const names = freshNames(overrides.first_name?.toLowerCase() ?? 'user');
  const user = await directoryOf(t).createUser(
    { ...names, first_name: 'Test', last_name: 'User', locale: 'de', password: PASSWORD, ...overrides },
    commandContext('_system', null),
  );
  await readModelsCaughtUp(t);
  return user;
}

export function signIn(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<JsonResponse<SignInResponse & ErrorBody>> {
  return request<SignInResponse & ErrorBody>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password, ...extra } });
}

/** Signs in and returns the tokens (fails the test on anything else). */
export async function tokensFor(t: TestApp, username: string, password = PASSWORD): Promise<TokenResponse> {
  const response = await signIn(t, username, password);
  if (response.status !== 200 || !('AccessToken' in response.body)) {
    throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as TokenResponse;
}

export function bearer(tokens: Pick<TokenResponse, 'AccessToken'> | string): Record<string, string> {
  return { authorization: `Bearer ${typeof tokens === 'string' ? tokens : tokens.AccessToken}` };
}
