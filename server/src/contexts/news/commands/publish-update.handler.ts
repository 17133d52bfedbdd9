import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { UpdateDraft } from '../domain/update.commands';
import { decideUpdate } from '../domain/update.decide';
import { updateAggregate } from './update.aggregate';
import { newId } from '../../../core/aggregates/new-id';

/** Sent with the `_system` context: updates are global. */
export class PublishUpdate {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly draft: UpdateDraft,
  ) {}
}

@CommandHandler(PublishUpdate)
export class PublishUpdateHandler implements ICommandHandler<PublishUpdate, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, draft }: PublishUpdate): Promise<AppendResult> {
    return this.repository.execute(updateAggregate, context, id, (state) =>
      decideUpdate({ type: 'PublishUpdate', data: draft, metadata: { now: context.now.getTime() } }, state),
    );
  }
}
