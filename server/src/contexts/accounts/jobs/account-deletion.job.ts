import { Inject, Injectable } from '@nestjs/common';
import { commandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import type { JobContext, JobDefinition } from '../../../core/jobs/job-queue';
import { accountAggregate } from '../commands/account.aggregate';
import { decideAccount } from '../domain/account.decide';
import { AccountReader } from '../queries/account-reader';
import { AccountNameReservations } from '../store/account-name-reservations';
import { UserErasure } from './user-erasure';

export interface AccountDeletionJobData {
  account_id: string;
  /** The deadline of the marking that scheduled this job; another marking has its own job. */
  delete_after: string;
}

/**
 * Removes an account marked for deletion once its deadline passed: AccountDeleted (so
 * no signature, list or login reaches it any more), its name and domain freed, its files
 * removed, and the personal data of members who belong nowhere else erased. Idempotent: a second run
 * finds the account deleted and only repeats the (idempotent) erasure.
 */
@Injectable()
export class AccountDeletionJob implements JobDefinition<AccountDeletionJobData> {
  static readonly jobName = 'AccountDeletionJob';
  readonly name = AccountDeletionJob.jobName;
  readonly attempts = 10;
  readonly backoffMs = 5000;

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reader: AccountReader,
    private readonly reservations: AccountNameReservations,
    private readonly erasure: UserErasure,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async handle(data: AccountDeletionJobData, job: JobContext): Promise<void> {
    const accountId = data.account_id;
    const { state } = await this.repository.load(accountAggregate, accountId, accountId);
    if (!state.exists) return;
    if (!state.deleted) {
      // Cancelled, or marked again later (that marking's job will do it).
      if (state.status !== 'marked_for_deletion' || state.deleteAfter !== data.delete_after) return;
      const now = new Date();
      if (now.getTime() < Date.parse(data.delete_after)) throw new Error(`account ${accountId} is not due before ${data.delete_after}`);
      await this.repository.execute(accountAggregate, commandContext(accountId, null, { now, correlationId: job.jobId }), accountId, (current) =>
        decideAccount({ type: 'DeleteAccount', data: { now } }, current),
      );
    }
    await this.reservations.releaseAll(accountId);
    await this.files.deleteAll(accountId);
    const members = this.reader.members(accountId);
    for (let page = 1; ; page += 1) {
      const batch = await members.find({ where: { status: { in: ['active', 'inactive'] } }, page, limit: 500 });
      for (const member of batch.items) await this.erasure.eraseIfWithoutAccounts(member.user_id, accountId, job.jobId);
      if (page * batch.limit >= batch.total) break;
    }
  }
}
