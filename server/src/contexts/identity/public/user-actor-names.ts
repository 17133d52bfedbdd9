import { Inject, Injectable } from '@nestjs/common';
import type { ActorNames } from '../../../core/history/actor-names';
import { USER_DIRECTORY, type DirectoryUser, type UserDirectory } from './user-directory';

/** What other people see of a user: the full name, else the user name. */
export const displayName = (user: Pick<DirectoryUser, 'full_name' | 'username'>): string => user.full_name.trim() || user.username;

/** The core's ACTOR_NAMES port over the user directory (one batched read; erased users are absent). */
@Injectable()
export class UserActorNames implements ActorNames {
  constructor(@Inject(USER_DIRECTORY) private readonly users: UserDirectory) {}

  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    return new Map((await this.users.getUsers(userIds)).map((user) => [user.id, displayName(user)]));
  }
}
