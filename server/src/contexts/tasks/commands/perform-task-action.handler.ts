import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { PolicyService } from '../../access/public/policy.service';
import { PROTOCOL_LINKS, type ProtocolLinks } from '../../protocols/public/protocol-links';
import type { ChangeTask, CreateTask, TaskCommand } from '../domain/task.commands';
import type { LiveTask } from '../domain/task.state';
import { decideOnTask, type TaskPermission } from './decide-on-task';

/** Every command on an existing task besides PATCH of its fields, with its facts gathered. */
export type TaskAction = Exclude<TaskCommand, CreateTask | ChangeTask>;

/** Files kind of task files: GET v1/files/{id} serves them to whoever may read the task (tasks.module.ts). */
export const TASK_FILE_KIND = 'task_file';

/**
 * Delete, status, assignees and their status, viewers, watching, comments, linked
 * contacts and protocols, file removal: `permission` names what the policy must allow
 * (edit, delete, or read for watching, commenting and an assignee's own status); the
 * decider has the rest.
 */
export class PerformTaskAction {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly permission: TaskPermission,
    readonly action: TaskAction,
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(PerformTaskAction)
export class PerformTaskActionHandler implements ICommandHandler<PerformTaskAction, AppendResult> {
  private readonly logger = new Logger('PerformTaskAction');

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(PROTOCOL_LINKS) private readonly protocols: ProtocolLinks,
  ) {}

  async execute({ context, id, permission, action, basedOn }: PerformTaskAction): Promise<AppendResult> {
    const result = await decideOnTask(
      this.repository,
      this.policy,
      context,
      id,
      permission,
      (task) => this.withFacts(context.accountId, task, action),
      basedOn,
    );
    await this.afterwards(context.accountId, id, action);
    return result;
  }

  /**
   * Seed §8 facts: hiding the task from a contact or unlinking the contact needs to know
   * which of the task's linked protocols are shared with that contact (PROTOCOL_LINKS).
   */
  private async withFacts(accountId: string, task: LiveTask, action: TaskAction): Promise<TaskAction> {
    const hides = (action.type === 'ChangeTaskContactVisibility' && !action.data.public) || action.type === 'UnlinkTaskContact';
    if (!hides || task.protocols.length === 0) return action;
    const sharingProtocolIds = await this.protocols.sharedWithContact(accountId, task.protocols, action.data.contact_id);
    return { ...action, data: { ...action.data, sharingProtocolIds } } as TaskAction;
  }

  /** The bytes of a removed file, and of every file of a deleted task, go once the event is stored (history keeps the ids). */
  private async afterwards(accountId: string, id: string, action: TaskAction): Promise<void> {
    const removal =
      action.type === 'RemoveTaskFile'
        ? this.files.delete(accountId, action.data.file_id)
        : action.type === 'DeleteTask'
          ? this.files.deleteOwned({ accountId, kind: TASK_FILE_KIND, ownerId: id })
          : undefined;
    await removal?.catch((error: unknown) => this.logger.warn(`files of task ${id} not removed: ${String(error)}`));
  }
}
