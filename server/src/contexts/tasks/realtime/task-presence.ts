import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry } from '../../../core/realtime/presence-registry';
import { PolicyService } from '../../access/public/policy.service';
import { TaskReader } from '../queries/task-reader';

/**
 * Presence on tasks (core/realtime presence): a user may join a task's viewers exactly
 * when they may read it now — the same `TaskReader.readable` (PolicyService) as GET v1/tasks/{id}.
 */
@Injectable()
export class TaskPresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly reader: TaskReader,
    private readonly policy: PolicyService,
  ) {}

  onModuleInit(): void {
    this.registry.registerReadable('task', async (principal, id) =>
      this.reader.readable(principal.accountId, await this.policy.actor(principal), id),
    );
  }
}
