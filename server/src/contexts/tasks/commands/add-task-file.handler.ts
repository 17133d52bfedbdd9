import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { DocumentUpload } from '../../../core/files/document-upload';
import { FILE_STORE, type FileStore, type StoredFile } from '../../../core/files/file-store';
import { PolicyService } from '../../access/public/policy.service';
import { TASK_FILE_KIND } from './perform-task-action.handler';
import { decideOnTask } from './decide-on-task';

export class AddTaskFile {
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly id: string,
    readonly upload: DocumentUpload,
    readonly basedOn?: number,
  ) {}
}

/** The new file's id and the task's append. */
export interface TaskFileAdded {
  fileId: string;
  result: AppendResult;
}

/**
 * POST v1/tasks/{id}/files: once the policy allowed `edit`, stores the bytes (kind
 * `task_file`, owned by the task), then appends TaskFileAdded with the file's id. A
 * refused or lost append removes the stored file again, so no file is left without a task.
 */
@CommandHandler(AddTaskFile)
export class AddTaskFileHandler implements ICommandHandler<AddTaskFile, TaskFileAdded> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ context, actor, id, upload, basedOn }: AddTaskFile): Promise<TaskFileAdded> {
    const accountId = context.accountId;
    let stored: StoredFile | undefined;
    const file = (): StoredFile => {
      if (!stored) throw new Error('the file is stored before the decision');
      return stored;
    };
    try {
      const result = await decideOnTask(
        this.repository,
        this.policy,
        context,
        id,
        { actor, action: 'edit' },
        () => ({
          type: 'AddTaskFile',
          data: {
            file_id: file().id,
            name: upload.name,
            content_type: upload.contentType,
            size: upload.bytes.length,
            actor: { userId: actor.userId, now: context.now.toISOString() },
          },
        }),
        basedOn,
        async () => {
          stored ??= await this.files.put({ accountId, kind: TASK_FILE_KIND, ownerId: id }, upload.bytes, upload.contentType);
        },
      );
      return { fileId: file().id, result };
    } catch (error) {
      if (stored) await this.files.delete(accountId, stored.id);
      throw error;
    }
  }
}
