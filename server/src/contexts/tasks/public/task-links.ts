import type { LinkedTasksQuery, PolicyActor, TaskListView } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { AppendResult } from '../../../core/event-store/event-store.types';

/** Why a link could not be made or removed from the other side (the caller turns it into its own error). */
export type TaskLinkRefusal = 'task_not_found' | 'not_linked';

/**
 * What other contexts may ask of tasks (provided by the tasks context). A link between a
 * task and a protocol is one fact kept on the task's stream (TaskProtocolLinked /
 * TaskProtocolUnlinked); the protocols side makes and removes it through here after it
 * checked `edit` on its protocol. Lists are of live tasks the actor may read only.
 */
export interface TaskLinks {
  /** The live tasks linked to the protocol that `actor` may read, paged and sorted as GET v1/tasks (portal users: PortalTaskView). */
  linkedToProtocol(accountId: string, actor: PolicyActor, protocolId: string, query: LinkedTasksQuery): Promise<TaskListView>;
  /**
   * Links the protocol to the task (TaskProtocolLinked on the task's stream; nothing when
   * linked already): `actor` must read the task, else 'task_not_found'.
   */
  linkProtocol(context: CommandContext, actor: PolicyActor, taskId: string, protocolId: string): Promise<AppendResult | TaskLinkRefusal>;
  /** Removes the link (TaskProtocolUnlinked): 'not_linked' when the live task has no such link. Removing a link reveals nothing, so no read is needed. */
  unlinkProtocol(context: CommandContext, taskId: string, protocolId: string): Promise<AppendResult | TaskLinkRefusal>;
}

export const TASK_LINKS = Symbol('TASK_LINKS');
