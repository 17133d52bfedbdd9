import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { DeletedTaskView, PolicyItem, TaskView } from '@kollab/contracts';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { ItemNotifier, type ChangedItem, type ItemAudience, type ItemReaders } from '../../../core/realtime/item-notifier';
import { PolicyService } from '../../access/public/policy.service';
import { taskAggregate, type StoredTaskState } from '../commands/task.aggregate';
import { taskPolicyItem } from '../domain/task-policy';
import { TASKS_COLLECTION, type TaskRow } from '../projections/task-list.projection';
import { TaskReader } from '../queries/task-reader';

/**
 * `tasks/taskChanged` to the readers of a task (PolicyService: owner, assignees, viewers,
 * team readers, extended creator teams, portal users of shared contacts), through the
 * ItemNotifier: staff get the TaskView, portal users the PortalTaskView, a deleted task
 * is `{ id, version, deleted }`, and who lost access gets a revoke.
 */
@Injectable()
export class TaskAudience implements ItemAudience<StoredTaskState, TaskView | DeletedTaskView, PolicyItem>, OnModuleInit {
  readonly collection = TASKS_COLLECTION;
  readonly context = 'tasks';
  readonly view = 'task';
  readonly aggregate = taskAggregate;

  constructor(
    private readonly notifier: ItemNotifier,
    private readonly policy: PolicyService,
    private readonly reader: TaskReader,
  ) {}

  onModuleInit(): void {
    this.notifier.register(this);
  }

  async item(change: ReadModelChange): Promise<ChangedItem<StoredTaskState, TaskView | DeletedTaskView>> {
    const row = change.doc as TaskRow;
    const view = row.deleted ? { id: row.id, version: row.version, deleted: true as const } : row.view;
    return { id: row.id, version: row.version, state: row.state, view, deleted: row.deleted };
  }

  live(state: StoredTaskState): boolean {
    return state.lifecycle === 'live';
  }

  async basis(accountId: string, state: StoredTaskState): Promise<PolicyItem> {
    if (state.lifecycle === 'none') throw new Error('a task that never existed has no readers');
    return taskPolicyItem(state, await this.policy.creatorFacts(accountId, state.created_by));
  }

  readers(accountId: string, item: PolicyItem): Promise<ItemReaders> {
    return this.policy.readersByKind(accountId, item);
  }

  async portalView(accountId: string, view: TaskView | DeletedTaskView): Promise<unknown> {
    return (await this.reader.portalViews(accountId, [view as TaskView]))[0];
  }
}
