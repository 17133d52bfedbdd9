import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decideTask } from '../domain/task.decide';
import { taskAggregate } from './task.aggregate';

/** The system (the due-tomorrow reminder job) reminds of a task's due date; no person acts, so the policy is not asked. */
export class RemindTaskDue {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    /** The due date the job was scheduled for. */
    readonly dueDate: string,
  ) {}
}

@CommandHandler(RemindTaskDue)
export class RemindTaskDueHandler implements ICommandHandler<RemindTaskDue, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, dueDate }: RemindTaskDue): Promise<AppendResult> {
    const today = context.now.toISOString().slice(0, 10);
    return this.repository.execute(taskAggregate, context, id, (state) =>
      decideTask({ type: 'RemindTaskDue', data: { due_date: dueDate, today } }, state),
    );
  }
}
