import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { isRefusal, sameValue } from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { PolicyService } from '../../access/public/policy.service';
import { CreateTask } from '../commands/create-task.handler';
import { TaskFactsReader } from '../commands/task-facts.reader';
import { occurrenceTaskId } from '../commands/task-occurrence-id';
import { taskAggregate } from '../commands/task.aggregate';
import type { TaskOccurrencePlan } from '../domain/task-occurrence';
import type { TaskFields, TaskRepeat } from '../domain/task.events';
import type { LiveTask, TaskContact } from '../domain/task.state';

export interface CreateTaskOccurrenceJobData {
  account_id: string;
  /** The task the new occurrence follows. */
  task_id: string;
  /** The task's series and dates the job was scheduled for: a change of any of them since makes the job do nothing. */
  repeat: TaskRepeat;
  due_date: string;
  start_date: string | null;
  /** The occurrence to create. */
  next: TaskOccurrencePlan;
  /** The event that scheduled the job (the cause of the new task's events). */
  event_id: string;
}

const scheduledFor = (task: Pick<LiveTask, 'repeat' | 'due_date' | 'start_date'>) => ({
  repeat: task.repeat ?? null,
  due_date: task.due_date,
  start_date: task.start_date,
});

/**
 * Creates the next occurrence of a recurring task on the day it appears (reaction
 * `tasks-schedule-occurrence`): a new task through CreateTask, as POST v1/tasks makes one (its
 * number, the policy), by the task's author, with the task's fields (start and due date moved
 * to the occurrence's), its assignees who are still active members, its contact links, its
 * publishing, and the series with the next number (TaskRepeatSet). The task before gets
 * nothing. Does nothing when the task changed its series or dates since (or was deleted, or
 * its series ended): a newer job answers for that. Idempotent: the occurrence's id derives from
 * series and number, so a second run finds it made. When the author is no longer an active
 * member, may no longer create in the team, or the account turned recurring tasks off, the
 * series stops there (logged).
 */
@Injectable()
export class CreateTaskOccurrenceJob implements JobDefinition<CreateTaskOccurrenceJobData> {
  static readonly jobName = 'CreateTaskOccurrenceJob';
  readonly name = CreateTaskOccurrenceJob.jobName;
  readonly attempts = 5;
  private readonly logger = new Logger('CreateTaskOccurrenceJob');

  constructor(
    private readonly commands: CommandBus,
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: TaskFactsReader,
  ) {}

  async handle(data: CreateTaskOccurrenceJobData): Promise<void> {
    const { account_id: accountId, next } = data;
    const { state: task } = await this.repository.current(taskAggregate, accountId, data.task_id);
    if (task.lifecycle !== 'live' || !sameValue(scheduledFor(task), scheduledFor(data))) return;
    const repeat: TaskRepeat = { ...data.repeat, index: next.index };
    const id = occurrenceTaskId(repeat.series_id, repeat.index);
    if ((await this.repository.current(taskAggregate, accountId, id)).version > 0) return;
    const actor = await this.policy.currentActor(accountId, task.created_by);
    if (!actor) {
      this.logger.warn(`series ${repeat.series_id} of task ${data.task_id} stops: its author is no longer an active member`);
      return;
    }
    const [assignees, contacts] = await Promise.all([this.activeAssignees(accountId, task), this.knownContacts(accountId, task)]);
    const fields: TaskFields = {
      title: task.title,
      type: task.type,
      team: task.team,
      claims: task.claims,
      description: task.description,
      priority: task.priority,
      start_date: next.start_date,
      due_date: next.due_date,
      estimation: task.estimation,
      comments_enabled: task.comments_enabled,
    };
    const context = commandContext(accountId, task.created_by, { causationId: data.event_id });
    try {
      await this.commands.execute(new CreateTask(context, actor, fields, task.published, undefined, { repeat, assignees, contacts }, id));
    } catch (error) {
      // Made meanwhile by another run.
      if (error instanceof WrongExpectedVersionError || isRefusal(error, 'conflict')) return;
      if (!isRefusal(error)) throw error;
      // The author may no longer create there, the flag is off, a field no longer holds: retrying changes nothing.
      this.logger.warn(`series ${repeat.series_id} of task ${data.task_id} stops: occurrence ${repeat.index} refused (${error.code})`);
    }
  }

  private async activeAssignees(accountId: string, task: LiveTask): Promise<string[]> {
    const ids = task.assignees.map((assignee) => assignee.user_id);
    const active = await Promise.all(ids.map((userId) => this.facts.activeMember(accountId, userId)));
    return ids.filter((_, i) => active[i]);
  }

  private async knownContacts(accountId: string, task: LiveTask): Promise<TaskContact[]> {
    const known = await Promise.all(task.contacts.map((contact) => this.facts.contactKnown(accountId, contact.contact_id)));
    return task.contacts.filter((_, i) => known[i]).map((contact) => ({ ...contact }));
  }
}
