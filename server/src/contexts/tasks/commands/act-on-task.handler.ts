import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { ChangeTask, CreateTask, TaskCommand } from '../domain/task.commands';
import { decideOnTask, type TaskPermission } from './decide-on-task';

/** Every command on an existing task besides PATCH of its fields, with its facts gathered. */
export type TaskAction = Exclude<TaskCommand, CreateTask | ChangeTask>;

/**
 * Delete, status, assignees and their status, viewers, watching, comments and linked
 * contacts: `permission` names what the policy must allow (edit, delete, or read for
 * watching, commenting and an assignee's own status); the decider has the rest.
 */
export class ActOnTask {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly permission: TaskPermission,
    readonly action: TaskAction,
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(ActOnTask)
export class ActOnTaskHandler implements ICommandHandler<ActOnTask, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
  ) {}

  execute({ context, id, permission, action, basedOn }: ActOnTask): Promise<AppendResult> {
    return decideOnTask(this.repository, this.policy, context, id, permission, () => action, basedOn);
  }
}
