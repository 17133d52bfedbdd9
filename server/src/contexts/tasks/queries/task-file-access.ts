import { Injectable } from '@nestjs/common';
import type { FileDownloadRequest } from '../../../core/files/downloadable-file-kinds';
import { PolicyService } from '../../access/public/policy.service';
import { taskPolicyItem } from '../domain/task-policy';
import { TaskReader } from './task-reader';

/**
 * Who may download a task file through GET v1/files/{id}: whoever the policy lets read the
 * live task the file belongs to (its owner id), while the file is still attached to it.
 * Registered for the files kind `task_file` (tasks.module.ts); anything else is 404 there.
 */
@Injectable()
export class TaskFileAccess {
  constructor(
    private readonly reader: TaskReader,
    private readonly policy: PolicyService,
  ) {}

  async mayDownload({ accountId, principal, file }: FileDownloadRequest): Promise<boolean> {
    const row = await this.reader.rows(accountId).get(file.ownerId);
    if (!row || row.deleted || !row.state.files.some((attached) => attached.id === file.id)) return false;
    const [actor, creator] = await Promise.all([
      this.policy.actor({ ...principal, accountId }),
      this.policy.creatorFacts(accountId, row.state.created_by),
    ]);
    return this.policy.can(actor, 'read', taskPolicyItem(row.state, creator));
  }
}
