import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { portalTaskView, rooms, viewChangedEvent, type DeletedTaskView, type TaskView, type ViewChangedMessage } from '@kollab/contracts';
import { ProjectionCommits, type ProjectionCommit } from '../../../core/projections/projection-commits';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { PolicyService } from '../../access/public/policy.service';
import { taskPolicyItem } from '../domain/task-policy';
import { TASKS_COLLECTION, type TaskRow } from '../projections/task-list.projection';

export const TASK_CHANGED = viewChangedEvent('tasks', 'task');

/**
 * Pushes `tasks/taskChanged` after the task projection committed, to the user rooms of
 * the users who may read the task now (`PolicyService.readersOf`: owner, assignees,
 * viewers, team readers, extended creator teams, portal users of shared contacts): staff
 * get the TaskView, portal users the PortalTaskView; a deleted task is `{ id, version,
 * deleted }` to those who could read it last. The audience is asynchronous (the policy
 * looks up grants), so this notifier emits itself instead of registering a ViewAudience.
 */
@Injectable()
export class TasksNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TasksNotifier');
  private subscription?: Subscription;

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly policy: PolicyService,
  ) {}

  onModuleInit(): void {
    this.subscription = this.commits.commits$.subscribe((commit) => this.notify(commit));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  private notify(commit: ProjectionCommit): void {
    for (const change of commit.changes) {
      if (change.collection !== TASKS_COLLECTION || !change.doc) continue;
      this.push(change, change.doc as TaskRow, commit.checkpoint.position).catch((error: unknown) =>
        this.logger.error(`push of task ${change.id} failed: ${(error as Error).stack ?? String(error)}`),
      );
    }
  }

  private async push(change: ReadModelChange, row: TaskRow, position: number): Promise<void> {
    const item = taskPolicyItem(row.state, await this.policy.creatorFacts(change.accountId, row.state.created_by));
    const readers = await this.policy.readersByKind(change.accountId, item);
    const staff = readers.staff.map((userId) => rooms.user(userId));
    const portal = readers.portal.map((userId) => rooms.user(userId));
    const message = (view: TaskView | DeletedTaskView | ReturnType<typeof portalTaskView>): ViewChangedMessage => ({ collection: TASKS_COLLECTION, id: change.id, view, position });
    const deleted: DeletedTaskView = { id: row.id, version: row.version, deleted: true };
    this.gateway.emitToRooms(staff, TASK_CHANGED, message(row.deleted ? deleted : row.view));
    this.gateway.emitToRooms(portal, TASK_CHANGED, message(row.deleted ? deleted : portalTaskView(row.view)));
  }
}
