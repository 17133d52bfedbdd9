import { DomainRefusal } from '@kollab/contracts';
import type { UserDirectory } from '../../identity/public/user-directory';

/** USER_DIRECTORY is the identity context's; without it no user can be created or looked up. */
export function requireUsers(users: UserDirectory | undefined): UserDirectory {
  if (!users) throw DomainRefusal.unavailable('accounts.directory_unavailable');
  return users;
}
