import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry, type PresencePrincipal } from '../../../core/realtime/presence-registry';
import { PolicyService } from '../../access/public/policy.service';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TaskReader } from '../queries/task-reader';
import { isRefusal } from '@kollab/contracts';

/**
 * Presence on tasks (core/realtime presence): a user may join a task's viewers exactly
 * when they may read it now — the same `TaskReader.readable` (PolicyService) as
 * GET v1/tasks/{id}. Viewers are named as elsewhere: full name, else username.
 */
@Injectable()
export class TaskPresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly reader: TaskReader,
    private readonly policy: PolicyService,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  onModuleInit(): void {
    this.registry.register('task', (principal, id) => this.mayRead(principal, id));
    this.registry.nameUsersWith(
      async (ids) => new Map((await this.users.getUsers(ids)).map((user) => [user.id, user.full_name.trim() || user.username])),
    );
  }

  async mayRead(principal: PresencePrincipal, id: string): Promise<boolean> {
    try {
      const actor = await this.policy.actor(principal);
      await this.reader.readable(principal.accountId, actor, id);
      return true;
    } catch (error) {
      if (isRefusal(error, 'not_found')) return false;
      throw error;
    }
  }
}
