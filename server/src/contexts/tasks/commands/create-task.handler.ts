import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { policyItem, type PolicyActor, type TaskRepeatRule, DomainRefusal } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import { RECURRING_TASKS_FLAG } from '../domain/task-repeat.decide';
import type { CreateTask as CreateTaskCommand, NewTaskSeries } from '../domain/task.commands';
import { decideTask } from '../domain/task.decide';
import type { TaskFields, TaskRepeat } from '../domain/task.events';
import { initialTaskState, type TaskContact } from '../domain/task.state';
import { TaskNumberCounter } from '../store/task-number-counter';
import { TaskFactsReader } from './task-facts.reader';
import { taskAggregate } from './task.aggregate';
import { newId } from '../../../core/aggregates/new-id';
import { occurrenceTaskId } from './task-occurrence-id';

/** The scheduler's next occurrence of a series: its place in the series, and what it takes over from the task before. */
export interface TaskOccurrenceOf {
  repeat: TaskRepeat;
  /** Active members (the handler does not check them again). */
  assignees: string[];
  /** Contacts of the account, with their portal sharing. */
  contacts: TaskContact[];
}

export class CreateTask {
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly fields: TaskFields,
    readonly publish: boolean,
    /** POST `repeat`: the task repeats by this rule, the first of its series. */
    readonly repeat?: TaskRepeatRule | null,
    /** The scheduler: the task is this occurrence of its series. */
    readonly occurrence?: TaskOccurrenceOf,
    /** An occurrence's id derives from its series and number (one task however often the scheduler runs). */
    readonly id: string = occurrence ? occurrenceTaskId(occurrence.repeat.series_id, occurrence.repeat.index) : newId(),
  ) {}
}

/**
 * Asks the policy (`create` in the team; portal users without a team), checks the fields
 * (a refusal takes no number), takes the type's next number, appends TaskCreated (and
 * TaskRepeatSet when it repeats, an occurrence's assignees and contact links, TaskPublished).
 */
@CommandHandler(CreateTask)
export class CreateTaskHandler implements ICommandHandler<CreateTask, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: TaskFactsReader,
    private readonly numbers: TaskNumberCounter,
  ) {}

  async execute({ context, id, actor, fields, publish, repeat, occurrence }: CreateTask): Promise<AppendResult> {
    const accountId = context.accountId;
    const [type, teamKnown, unknownClaims] = await Promise.all([
      fields.type ? this.facts.taskType(accountId, fields.type) : undefined,
      fields.team ? this.facts.teamKnown(accountId, fields.team) : true,
      this.facts.unknownClaims(accountId, fields.claims),
    ]);
    const command = (number: string | null): CreateTaskCommand => ({
      type: 'CreateTask',
      data: {
        fields,
        publish,
        number,
        actor: { userId: actor.userId, now: context.now.toISOString() },
        facts: { typeKnown: type !== undefined, teamKnown, unknownClaims, typeIsClaim: type?.is_claim ?? false },
        series: seriesOf(id, actor, fields, repeat, occurrence),
        ...(occurrence ? { assignees: occurrence.assignees, contacts: occurrence.contacts } : {}),
      },
    });
    decideTask(command(null), initialTaskState());
    if (!this.policy.can(actor, 'create', policyItem('task', { teamIds: fields.team ? [fields.team] : [] })))
      throw DomainRefusal.forbidden('auth.forbidden');
    const number = type?.short ? await this.numbers.next(accountId, type.short) : null;
    return this.repository.execute(taskAggregate, context, id, (state) => decideTask(command(number), state));
  }
}

/** The series a new task starts (POST: the first of a new one, on its due date) or continues (an occurrence). */
function seriesOf(
  id: string,
  actor: PolicyActor,
  fields: TaskFields,
  repeat: TaskRepeatRule | null | undefined,
  occurrence: TaskOccurrenceOf | undefined,
): NewTaskSeries | undefined {
  const enabled = actor.flags.includes(RECURRING_TASKS_FLAG);
  if (occurrence) return { ...occurrence.repeat, enabled };
  return repeat ? { rule: repeat, first: fields.due_date, series_id: id, index: 1, enabled } : undefined;
}
