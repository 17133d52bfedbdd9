import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { unlessGone } from '../../../core/jobs/unless-gone';
import { MarkTaskOverdue } from '../commands/mark-task-overdue.handler';

export interface MarkTaskOverdueJobData {
  account_id: string;
  task_id: string;
  /** The due date the job was scheduled for: a later change of it makes this job a no-op. */
  due_date: string;
  /** The event that set the due date (the cause of TaskBecameOverdue). */
  event_id: string;
}

/**
 * Runs once the due date passed (the day after it, 00:00 UTC): TaskBecameOverdue unless
 * the task is closed, already overdue, deleted or has another due date now. Idempotent:
 * a second run decides nothing; a concurrent change is retried by the queue.
 */
@Injectable()
export class MarkTaskOverdueJob implements JobDefinition<MarkTaskOverdueJobData> {
  static readonly jobName = 'MarkTaskOverdueJob';
  readonly name = MarkTaskOverdueJob.jobName;
  readonly attempts = 5;

  constructor(private readonly commands: CommandBus) {}

  async handle({ account_id, task_id, due_date, event_id }: MarkTaskOverdueJobData): Promise<void> {
    const context = commandContext(account_id, null, { causationId: event_id });
    // Deleted meanwhile: nothing to mark. Anything else (a concurrent change) the queue retries.
    await unlessGone(this.commands.execute(new MarkTaskOverdue(context, task_id, due_date)));
  }
}
