import { Injectable } from '@nestjs/common';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { JobContext, JobDefinition } from '../../../core/jobs/job-queue';
import { memberAggregate } from '../commands/member.aggregate';
import { memberKey } from '../domain/member.events';
import { UserErasure } from './user-erasure';

export interface EraseRemovedMemberJobData {
  account_id: string;
  user_id: string;
}

/** After MemberRemoved: erases the user when this was their last organisation (and they were not added back meanwhile). */
@Injectable()
export class EraseRemovedMemberJob implements JobDefinition<EraseRemovedMemberJobData> {
  static readonly jobName = 'EraseRemovedMemberJob';
  readonly name = EraseRemovedMemberJob.jobName;
  readonly attempts = 8;
  readonly backoffMs = 5000;

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly erasure: UserErasure,
  ) {}

  async handle({ account_id, user_id }: EraseRemovedMemberJobData, job: JobContext): Promise<void> {
    // The stream, not the read model: it is current the moment the event exists.
    const { state } = await this.repository.load(memberAggregate, account_id, memberKey(account_id, user_id));
    if (state.status !== 'deleted') return;
    await this.erasure.eraseIfWithoutAccounts(user_id, account_id, job.jobId);
  }
}
