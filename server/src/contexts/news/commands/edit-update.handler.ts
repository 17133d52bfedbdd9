import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { UpdateDraft } from '../domain/update.commands';
import { decideUpdate } from '../domain/update.decide';
import { updateAggregate } from './update.aggregate';

export class EditUpdate {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly draft: UpdateDraft,
    /** The version the admin edited (If-Match); undefined: the current one. */
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(EditUpdate)
export class EditUpdateHandler implements ICommandHandler<EditUpdate, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, draft, basedOn }: EditUpdate): Promise<AppendResult> {
    return this.repository.execute(updateAggregate, context, id, (state) => decideUpdate({ type: 'EditUpdate', data: draft }, state), basedOn);
  }
}
