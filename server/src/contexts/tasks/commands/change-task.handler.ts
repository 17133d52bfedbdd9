import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { policyItem, type PolicyActor, DomainRefusal } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { ChangeTask as ChangeTaskCommand } from '../domain/task.commands';
import type { LiveTask } from '../domain/task.state';
import type { CatalogType } from '../../types/public/type-catalog';
import { TaskNumberCounter } from '../store/task-number-counter';
import { decideOnTask } from './decide-on-task';
import { TaskFactsReader } from './task-facts.reader';
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
  ) {}
}

/**
 * PATCH v1/tasks/{id}: the fields sent change (`edit` by the policy; moving the task into
 * another team needs `create` there too). A task that gets its first type takes the
 * type's next number before the append (a refused change leaves a gap in the numbers).
 */
@CommandHandler(ChangeTask)
export class ChangeTaskHandler implements ICommandHandler<ChangeTask, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: TaskFactsReader,
    private readonly numbers: TaskNumberCounter,
  ) {}

  async execute({ context, actor, id, changes, publish, basedOn }: ChangeTask): Promise<AppendResult> {
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
          },
        };
      },
      basedOn,
      async () => {
        if (firstType?.short && number === undefined) number = await this.numbers.next(accountId, firstType.short);
      },
    );
  }

  /** Whether the type the task will have is a claim type: asked only when the claims or the type change. */
  private async typeIsClaim(accountId: string, changes: TaskChanges, sent: CatalogType | undefined, task: LiveTask): Promise<boolean> {
    if (changes.claims === undefined && changes.type === undefined) return false;
    if (changes.type !== undefined) return sent?.is_claim ?? false;
    return task.type ? ((await this.facts.taskType(accountId, task.type))?.is_claim ?? false) : false;
  }
}
