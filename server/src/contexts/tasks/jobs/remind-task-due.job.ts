import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { unlessGone } from '../../../core/jobs/unless-gone';
import { RemindTaskDue } from '../commands/remind-task-due.handler';

export interface RemindTaskDueJobData {
  account_id: string;
  task_id: string;
  /** The due date the job was scheduled for: a later change of it makes this job a no-op. */
  due_date: string;
  /** The event that set the due date (the cause of TaskDueTomorrow). */
  event_id: string;
}

/**
 * Runs the day before the due date, 07:00 UTC (issue 17): TaskDueTomorrow unless the task is
 * closed, deleted, already reminded of this due date, has another due date now, or its due
 * day began. Idempotent: a second run decides nothing; a concurrent change is retried by the queue.
 */
@Injectable()
export class RemindTaskDueJob implements JobDefinition<RemindTaskDueJobData> {
  static readonly jobName = 'RemindTaskDueJob';
  readonly name = RemindTaskDueJob.jobName;
  readonly attempts = 5;

  constructor(private readonly commands: CommandBus) {}

  async handle({ account_id, task_id, due_date, event_id }: RemindTaskDueJobData): Promise<void> {
    const context = commandContext(account_id, null, { causationId: event_id });
    // Deleted meanwhile: nothing to remind of. Anything else (a concurrent change) the queue retries.
    await unlessGone(this.commands.execute(new RemindTaskDue(context, task_id, due_date)));
  }
}
