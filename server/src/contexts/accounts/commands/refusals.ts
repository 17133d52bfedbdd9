import { ApiError } from '../../../core/http/api-error';
import type { EventDraft } from '../../../core/aggregates/event-sourced-repository';
import { AccountsRefused } from '../domain/accounts.errors';
import type { UserDirectory } from '../../identity/public/user-directory';

/** Runs a decision, turning a domain refusal into the API's error (status and code). */
export function decided(decide: () => EventDraft[]): EventDraft[] {
  try {
    return decide();
  } catch (error) {
    if (error instanceof AccountsRefused) throw new ApiError(error.status, error.code);
    throw error;
  }
}

/** USER_DIRECTORY is the identity context's; without it no user can be created or looked up. */
export function requireUsers(users: UserDirectory | undefined): UserDirectory {
  if (!users) throw new ApiError(503, 'accounts.directory_unavailable');
  return users;
}
