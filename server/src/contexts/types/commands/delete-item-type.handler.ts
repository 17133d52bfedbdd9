import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TypeKind } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { TYPE_USAGE, type TypeUsageRegistry } from '../public/type-catalog';
import { ItemTypeWriter } from './item-type-writer';

/** Deletes a type no item uses (and, for a claim type, without sub-types); its title and prefix become free. */
export class DeleteItemType {
  constructor(
    readonly context: CommandContext,
    readonly kind: TypeKind,
    readonly id: string,
  ) {}
}

@CommandHandler(DeleteItemType)
export class DeleteItemTypeHandler implements ICommandHandler<DeleteItemType, AppendResult> {
  constructor(
    private readonly writer: ItemTypeWriter,
    @Inject(TYPE_USAGE) private readonly usage: TypeUsageRegistry,
  ) {}

  /** Usage comes from the contexts that store type ids (their read models: a use a moment old may not count yet). */
  async execute({ context, kind, id }: DeleteItemType): Promise<AppendResult> {
    const usage = await this.usage.usageOf(context.accountId, kind, id);
    return this.writer.write(context, kind, id, (facts) => ({ type: 'DeleteItemType', data: { id, kind }, facts: { ...facts, usage } }));
  }
}
