import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { policyItem, type PolicyActor, type TaskRepeatRule, DomainRefusal } from '@kollab/contracts';
import { newId } from '../../../core/aggregates/new-id';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import { RECURRING_TASKS_FLAG } from '../domain/task-repeat.decide';
import type { ChangeTask as ChangeTaskCommand, TaskRepeatFacts } from '../domain/task.commands';
import type { LiveTask } from '../domain/task.state';
import type { CatalogType } from '../../types/public/type-catalog';
import { TaskNumberCounter } from '../store/task-number-counter';
import { decideOnTask } from './decide-on-task';
import { TaskFactsReader } from './task-facts.reader';
import { occurrenceTaskId } from './task-occurrence-id';
import { taskAggregate } from './task.aggregate';

export type TaskChanges = ChangeTaskCommand['data']['changes'];

export class ChangeTask {
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly id: string,
    readonly changes: TaskChanges,
    readonly publish: boolean | undefined,
    /** If-Match or the body's `version`. */
    readonly basedOn?: number,
    /** Sent `repeat`: a rule sets or changes the task's series from it on, null ends it. */
    readonly repeat?: TaskRepeatRule | null,
  ) {}
}

/**
 * PATCH v1/tasks/{id}: the fields sent change (`edit` by the policy; moving the task into
 * another team needs `create` there too). A task that gets its first type takes the
 * type's next number before the append (a refused change leaves a gap in the numbers).
 * A sent `repeat` is decided with the account's flag and whether the series went on past
 * this task (its next occurrence's stream).
 */
@CommandHandler(ChangeTask)
export class ChangeTaskHandler implements ICommandHandler<ChangeTask, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: TaskFactsReader,
    private readonly numbers: TaskNumberCounter,
  ) {}

  async execute({ context, actor, id, changes, publish, basedOn, repeat }: ChangeTask): Promise<AppendResult> {
    const accountId = context.accountId;
    const [type, teamKnown, current, unknownClaims] = await Promise.all([
      changes.type ? this.facts.taskType(accountId, changes.type) : undefined,
      changes.team ? this.facts.teamKnown(accountId, changes.team) : true,
      this.repository.current(taskAggregate, accountId, id),
      this.facts.unknownClaims(accountId, changes.claims ?? []),
    ]);
    const mayCreateInTeam = !changes.team || this.policy.can(actor, 'create', policyItem('task', { teamIds: [changes.team] }));
    let number: string | undefined;
    const firstType = current.state.lifecycle === 'live' && current.state.number === null ? type : undefined;
    return decideOnTask(
      this.repository,
      this.policy,
      context,
      id,
      { actor, action: 'edit' },
      async (task): Promise<ChangeTaskCommand> => {
        if (changes.team && changes.team !== task.team && !mayCreateInTeam) throw DomainRefusal.forbidden('auth.forbidden');
        const typeIsClaim = await this.typeIsClaim(accountId, changes, type, task);
        return {
          type: 'ChangeTask',
          data: {
            changes,
            publish,
            number,
            actor: { userId: actor.userId, now: context.now.toISOString() },
            facts: { typeKnown: type !== undefined, teamKnown, unknownClaims, typeIsClaim },
            ...(repeat === undefined ? {} : { repeat: { rule: repeat, facts: await this.repeatFacts(accountId, actor, id, task) } }),
          },
        };
      },
      basedOn,
      async () => {
        if (firstType?.short && number === undefined) number = await this.numbers.next(accountId, firstType.short);
      },
    );
  }

  private async repeatFacts(accountId: string, actor: PolicyActor, id: string, task: LiveTask): Promise<TaskRepeatFacts> {
    const series = task.repeat;
    let successor: TaskRepeatFacts['successor'] = 'none';
    if (series) {
      const { state } = await this.repository.current(taskAggregate, accountId, occurrenceTaskId(series.series_id, series.index + 1));
      successor = state.lifecycle === 'none' ? 'none' : state.lifecycle === 'live' ? 'live' : 'deleted';
    }
    return { enabled: actor.flags.includes(RECURRING_TASKS_FLAG), task_id: id, new_series_id: newId(), successor };
  }

  /** Whether the type the task will have is a claim type: asked only when the claims or the type change. */
  private async typeIsClaim(accountId: string, changes: TaskChanges, sent: CatalogType | undefined, task: LiveTask): Promise<boolean> {
    if (changes.claims === undefined && changes.type === undefined) return false;
    if (changes.type !== undefined) return sent?.is_claim ?? false;
    return task.type ? ((await this.facts.taskType(accountId, task.type))?.is_claim ?? false) : false;
  }
}
