import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { LinkedTasksQuery, PolicyActor, TaskListView } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PerformTaskAction } from '../commands/perform-task-action.handler';
import { taskAggregate } from '../commands/task.aggregate';
import { decideTask } from '../domain/task.decide';
import { pageOfTasks } from '../queries/task-page';
import { TaskReader } from '../queries/task-reader';
import type { TaskLinkRefusal, TaskLinks } from './task-links';
import { isRefusal } from '@kollab/contracts';
import { isUuid } from '../../../core/http/path-id.pipe';

/** A 404 of the tasks context (no such task, no such link) as the other side's refusal. */
function refusalOf(error: unknown, refusal: TaskLinkRefusal): TaskLinkRefusal {
  if (isRefusal(error, 'not_found')) return refusal;
  throw error;
}

/** TASK_LINKS: the tasks read model and the task's stream, for the protocols context. */
@Injectable()
export class TaskLinksService implements TaskLinks {
  constructor(
    private readonly reader: TaskReader,
    private readonly commands: CommandBus,
    private readonly repository: EventSourcedRepository,
  ) {}

  linkedToProtocol(accountId: string, actor: PolicyActor, protocolId: string, query: LinkedTasksQuery): Promise<TaskListView> {
    return pageOfTasks(this.reader, accountId, actor, { protocols: { contains: protocolId } }, query);
  }

  async linkProtocol(context: CommandContext, actor: PolicyActor, taskId: string, protocolId: string): Promise<AppendResult | TaskLinkRefusal> {
    if (!isUuid(taskId)) return 'task_not_found';
    // The protocols side checked `edit` on its protocol and that it is live: here the caller needs to read the task.
    const command = new PerformTaskAction(
      context,
      taskId.toLowerCase(),
      { actor, action: 'read' },
      { type: 'LinkTaskProtocol', data: { protocol_id: protocolId, protocolKnown: true } },
    );
    return this.commands.execute<PerformTaskAction, AppendResult>(command).catch((error: unknown) => refusalOf(error, 'task_not_found'));
  }

  async unlinkProtocol(context: CommandContext, taskId: string, protocolId: string): Promise<AppendResult | TaskLinkRefusal> {
    if (!isUuid(taskId)) return 'not_linked';
    return this.repository
      .execute(taskAggregate, context, taskId.toLowerCase(), (state) =>
        decideTask({ type: 'UnlinkTaskProtocol', data: { protocol_id: protocolId } }, state),
      )
      .catch((error: unknown) => refusalOf(error, 'not_linked'));
  }
}
