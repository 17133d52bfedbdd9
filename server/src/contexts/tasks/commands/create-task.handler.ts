import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { policyItem, type PolicyActor, DomainRefusal } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { CreateTask as CreateTaskCommand } from '../domain/task.commands';
import { decideTask } from '../domain/task.decide';
import type { TaskFields } from '../domain/task.events';
import { initialTaskState } from '../domain/task.state';
import { TaskNumberCounter } from '../store/task-number-counter';
import { TaskFactsReader } from './task-facts.reader';
import { taskAggregate } from './task.aggregate';
import { newId } from '../../../core/aggregates/new-id';

export class CreateTask {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly fields: TaskFields,
    readonly publish: boolean,
  ) {}
}

/**
 * Asks the policy (`create` in the team; portal users without a team), checks the fields
 * (a refusal takes no number), takes the type's next number, appends TaskCreated (and
 * TaskPublished).
 */
@CommandHandler(CreateTask)
export class CreateTaskHandler implements ICommandHandler<CreateTask, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: TaskFactsReader,
    private readonly numbers: TaskNumberCounter,
  ) {}

  async execute({ context, id, actor, fields, publish }: CreateTask): Promise<AppendResult> {
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
      },
    });
    decideTask(command(null), initialTaskState());
    if (!this.policy.can(actor, 'create', policyItem('task', { teamIds: fields.team ? [fields.team] : [] })))
      throw DomainRefusal.forbidden('auth.forbidden');
    const number = type?.short ? await this.numbers.next(accountId, type.short) : null;
    return this.repository.execute(taskAggregate, context, id, (state) => decideTask(command(number), state));
  }
}
