import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TypeKind } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { TypeDraft } from '../domain/item-type.commands';
import { ItemTypeWriter } from './item-type-writer';
import { sanitisedDraft } from './type-draft';

/** Renames a type, changes its prefix or template, or moves a claim type in the tree. */
export class ChangeItemType {
  constructor(
    readonly context: CommandContext,
    readonly kind: TypeKind,
    readonly id: string,
    readonly draft: TypeDraft,
    /** The version the manager edited (If-Match); undefined: the current one. */
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(ChangeItemType)
export class ChangeItemTypeHandler implements ICommandHandler<ChangeItemType, AppendResult> {
  constructor(private readonly writer: ItemTypeWriter) {}

  execute({ context, kind, id, draft, basedOn }: ChangeItemType): Promise<AppendResult> {
    const clean = sanitisedDraft(draft);
    return this.writer.write(context, kind, id, (facts) => ({ type: 'ChangeItemType', data: { id, kind, draft: clean }, facts }), basedOn);
  }
}
