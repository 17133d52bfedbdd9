import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ItemTypeVersionView, TypeKind } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { itemTypeAggregate } from '../commands/item-type.aggregate';
import { itemTypeViewOf } from '../projections/item-type-view';
import { DomainRefusal, isRefusal } from '@kollab/contracts';

/** A type as it was at a version or a time (`deleted` when that state is its deletion). */
export class GetItemTypeAt {
  constructor(
    readonly accountId: string,
    readonly kind: TypeKind,
    readonly id: string,
    readonly asOf: NonNullable<AsOf>,
  ) {}
}

@QueryHandler(GetItemTypeAt)
export class GetItemTypeAtHandler implements IQueryHandler<GetItemTypeAt, ItemTypeVersionView> {
  constructor(private readonly history: ItemHistoryService) {}

  async execute({ accountId, kind, id, asOf }: GetItemTypeAt): Promise<ItemTypeVersionView> {
    try {
      const past = await this.history.stateAt(itemTypeAggregate, accountId, id, asOf);
      const { state } = past;
      if (state.status === 'none' || state.kind !== kind) throw DomainRefusal.notFound('types.type_not_found');
      const created = await this.history.stateAt(itemTypeAggregate, accountId, id, { version: 1 });
      const stamps = { version: past.version, created_at: created.occurredAt, updated_at: past.occurredAt };
      return { ...itemTypeViewOf(id, kind, state, stamps), deleted: state.status === 'deleted' };
    } catch (error) {
      // Before the type existed, or past its last version: not found, in this list's words.
      if (isRefusal(error, 'not_found')) throw DomainRefusal.notFound('types.type_not_found');
      throw error;
    }
  }
}
