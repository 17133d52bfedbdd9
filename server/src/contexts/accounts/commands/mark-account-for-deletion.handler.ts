import { randomUUID } from 'node:crypto';
import { Inject, Optional } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { JOB_QUEUE, jobIdFor, type JobQueue } from '../../../core/jobs/job-queue';
import { ACCOUNT_DELETION_GRACE_MS, DEFAULT_DELETION_GRACE_MS } from '../accounts.options';
import { accountAggregate } from './account.aggregate';
import { decideAccount } from '../domain/account.decide';
import type { AccountState } from '../domain/account.state';
import { AccountDeletionJob, type AccountDeletionJobData } from '../jobs/account-deletion.job';

export class MarkAccountForDeletion {
  constructor(
    readonly context: CommandContext,
    readonly accountId: string,
  ) {}
}

/** Clock skew between this process and the job queue's clock: the job starts a little after the deadline. */
const SKEW_MS = 1000;

/**
 * Marks the account and schedules its removal. The job is enqueued before the append,
 * under the id of the event about to be written: a crash in between leaves a job that
 * finds no such marking and does nothing, never a marking without its job.
 */
@CommandHandler(MarkAccountForDeletion)
export class MarkAccountForDeletionHandler implements ICommandHandler<MarkAccountForDeletion, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    // Absent in the app (the default 10 days); test modules provide it to shorten the grace.
    @Optional() @Inject(ACCOUNT_DELETION_GRACE_MS) private readonly graceMs: number = DEFAULT_DELETION_GRACE_MS,
  ) {}

  async execute({ context, accountId }: MarkAccountForDeletion): Promise<AppendResult> {
    const graceMs = this.graceMs ?? DEFAULT_DELETION_GRACE_MS;
    const decide = (state: AccountState) => decideAccount({ type: 'MarkAccountForDeletion', data: { now: context.now, graceMs } }, state);
    // Refusals first, so a refused marking schedules nothing.
    decide((await this.repository.load(accountAggregate, accountId, accountId)).state);
    const eventId = randomUUID();
    const data: AccountDeletionJobData = {
      account_id: accountId,
      delete_after: new Date(context.now.getTime() + graceMs).toISOString(),
    };
    await this.jobs.enqueue(AccountDeletionJob.jobName, data, {
      jobId: jobIdFor(eventId, AccountDeletionJob.jobName),
      delayMs: graceMs + SKEW_MS,
    });
    return this.repository.execute(accountAggregate, context, accountId, (state) => decide(state).map((event) => ({ ...event, eventId })));
  }
}
