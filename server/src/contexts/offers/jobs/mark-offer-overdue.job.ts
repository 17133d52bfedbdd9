import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { unlessGone } from '../../../core/jobs/unless-gone';
import { MarkOfferOverdue } from '../commands/mark-offer-overdue.handler';

export interface MarkOfferOverdueJobData {
  account_id: string;
  offer_id: string;
  /** The `valid_until` the job was scheduled for: a later change of it makes this job a no-op. */
  valid_until: string;
  /** The event that set the date (the cause of OfferBecameOverdue). */
  event_id: string;
}

/**
 * Runs once `valid_until` passed (the day after it, 00:00 UTC): OfferBecameOverdue unless the
 * offer is closed, already overdue, deleted or valid until another day now. Idempotent: a
 * second run decides nothing; a concurrent change is retried by the queue.
 */
@Injectable()
export class MarkOfferOverdueJob implements JobDefinition<MarkOfferOverdueJobData> {
  static readonly jobName = 'MarkOfferOverdueJob';
  readonly name = MarkOfferOverdueJob.jobName;
  readonly attempts = 5;

  constructor(private readonly commands: CommandBus) {}

  async handle({ account_id, offer_id, valid_until, event_id }: MarkOfferOverdueJobData): Promise<void> {
    const context = commandContext(account_id, null, { causationId: event_id });
    // Deleted meanwhile: nothing to mark. Anything else (a concurrent change) the queue retries.
    await unlessGone(this.commands.execute(new MarkOfferOverdue(context, offer_id, valid_until)));
  }
}
