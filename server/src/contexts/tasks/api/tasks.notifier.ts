import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import {
  rooms,
  sameValue,
  viewChangedEvent,
  type DeletedTaskView,
  type PolicyItem,
  type PortalTaskView,
  type TaskView,
  type ViewChangedMessage,
} from '@kollab/contracts';
import { ProjectionCommits, type ProjectionCommit } from '../../../core/projections/projection-commits';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { ReaderMemory } from '../../../core/realtime/reader-memory';
import { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { PolicyService } from '../../access/public/policy.service';
import { taskAggregate } from '../commands/task.aggregate';
import { taskPolicyItem } from '../domain/task-policy';
import { TASKS_COLLECTION, type TaskRow } from '../projections/task-list.projection';
import { TaskReader } from '../queries/task-reader';

export const TASK_CHANGED = viewChangedEvent('tasks', 'task');

/**
 * Pushes `tasks/taskChanged` after the task projection committed, to the user rooms of
 * the users who may read the task now (`PolicyService.readersOf`: owner, assignees,
 * viewers, team readers, extended creator teams, portal users of shared contacts): staff
 * get the TaskView, portal users the PortalTaskView; a deleted task is `{ id, version,
 * deleted }` to those who could read it last. Users who could read the previous version
 * and cannot read this one (unpublished, moved to another team, assignee or viewer removed,
 * contact link made non-public) get `{ id, version, deleted: true, revoked: true }` ("gone
 * for you"; ReaderMemory keeps the readers of the version last pushed). Pushes of one task
 * go out in order. The audience is asynchronous (the policy looks up grants), so this
 * notifier emits itself instead of registering a ViewAudience.
 */
@Injectable()
export class TasksNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TasksNotifier');
  private subscription?: Subscription;
  private readonly readers = new ReaderMemory();

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly policy: PolicyService,
    private readonly repository: EventSourcedRepository,
    private readonly reader: TaskReader,
  ) {}

  onModuleInit(): void {
    this.subscription = this.commits.commits$.subscribe((commit) => this.notify(commit));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  /** Resolves when every push of the commits seen so far went out (tests). */
  idle(): Promise<void> {
    return this.readers.idle();
  }

  private notify(commit: ProjectionCommit): void {
    for (const change of commit.changes) {
      if (change.collection !== TASKS_COLLECTION || !change.doc) continue;
      const doc = change.doc as TaskRow;
      this.readers
        .inOrder(`${change.accountId}:${change.id}`, () => this.push(change, doc, commit.checkpoint.position))
        .catch((error: unknown) => this.logger.error(`push of task ${change.id} failed: ${(error as Error).stack ?? String(error)}`));
    }
  }

  /**
   * The readers of the task as it was at `version` (undefined when it was no live task
   * then); the policy is asked again only when what it looks at differs from `now`.
   */
  private async readersAt(
    accountId: string,
    id: string,
    version: number,
    now: { item: PolicyItem; readers: string[] },
  ): Promise<string[] | undefined> {
    const past = await this.repository.load(taskAggregate, accountId, id, { toVersion: version });
    if (past.state.lifecycle !== 'live') return undefined;
    const item = taskPolicyItem(past.state, await this.policy.creatorFacts(accountId, past.state.created_by));
    if (sameValue(item, now.item)) return now.readers;
    const { staff, portal } = await this.policy.readersByKind(accountId, item);
    return [...staff, ...portal];
  }

  private async push(change: ReadModelChange, row: TaskRow, position: number): Promise<void> {
    const key = `${change.accountId}:${change.id}`;
    const item = taskPolicyItem(row.state, await this.policy.creatorFacts(change.accountId, row.state.created_by));
    const readers = await this.policy.readersByKind(change.accountId, item);
    const staff = readers.staff.map((userId) => rooms.user(userId));
    const portal = readers.portal.map((userId) => rooms.user(userId));
    const message = (view: TaskView | DeletedTaskView | PortalTaskView): ViewChangedMessage => ({
      collection: TASKS_COLLECTION,
      id: change.id,
      view,
      position,
    });
    const deleted: DeletedTaskView = { id: row.id, version: row.version, deleted: true };
    if (row.deleted) this.readers.forget(key);
    else {
      const all = [...readers.staff, ...readers.portal];
      const lost = await this.readers.lost(key, row.version, all, () =>
        this.readersAt(change.accountId, change.id, row.version - 1, { item, readers: all }),
      );
      const revoked: DeletedTaskView = { ...deleted, revoked: true };
      if (lost.length > 0)
        this.gateway.emitToRooms(
          lost.map((userId) => rooms.user(userId)),
          TASK_CHANGED,
          message(revoked),
        );
    }
    this.gateway.emitToRooms(staff, TASK_CHANGED, message(row.deleted ? deleted : row.view));
    if (portal.length > 0)
      this.gateway.emitToRooms(
        portal,
        TASK_CHANGED,
        message(row.deleted ? deleted : (await this.reader.portalViews(change.accountId, [row.view]))[0]),
      );
  }
}
