import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TypeKind } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { TypeDraft } from '../domain/item-type.commands';
import { ItemTypeWriter } from './item-type-writer';
import { sanitisedDraft } from './type-draft';
import { newId } from '../../../core/aggregates/new-id';

/** A new type of a kind in the caller's account. */
export class CreateItemType {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly kind: TypeKind,
    readonly draft: TypeDraft,
  ) {}
}

@CommandHandler(CreateItemType)
export class CreateItemTypeHandler implements ICommandHandler<CreateItemType, AppendResult> {
  constructor(private readonly writer: ItemTypeWriter) {}

  execute({ context, kind, id, draft }: CreateItemType): Promise<AppendResult> {
    const clean = sanitisedDraft(draft);
    return this.writer.write(context, kind, id, (facts) => ({ type: 'CreateItemType', data: { id, kind, draft: clean }, facts }));
  }
}
