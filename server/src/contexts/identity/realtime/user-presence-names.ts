import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry } from '../../../core/realtime/presence-registry';
import { USER_DIRECTORY, type UserDirectory } from '../public/user-directory';

/** Names the viewers of every item's presence as elsewhere: full name, else username. */
@Injectable()
export class UserPresenceNames implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  onModuleInit(): void {
    this.registry.nameUsersWith(
      async (ids) => new Map((await this.users.getUsers(ids)).map((user) => [user.id, user.full_name.trim() || user.username])),
    );
  }
}
