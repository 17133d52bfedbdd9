import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decideUpdate } from '../domain/update.decide';
import { updateAggregate } from './update.aggregate';

export class WithdrawUpdate {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
  ) {}
}

@CommandHandler(WithdrawUpdate)
export class WithdrawUpdateHandler implements ICommandHandler<WithdrawUpdate, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id }: WithdrawUpdate): Promise<AppendResult> {
    return this.repository.execute(updateAggregate, context, id, (state) => decideUpdate({ type: 'WithdrawUpdate' }, state));
  }
}
