import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TypeKind } from '@kollab/contracts';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { itemTypeAggregate } from '../commands/item-type.aggregate';
import { DomainRefusal } from '@kollab/contracts';

/** Every change of a type (deleted ones too): who, when, which fields. */
export class GetItemTypeHistory {
  constructor(
    readonly accountId: string,
    readonly kind: TypeKind,
    readonly id: string,
  ) {}
}

@QueryHandler(GetItemTypeHistory)
export class GetItemTypeHistoryHandler implements IQueryHandler<GetItemTypeHistory, { data: HistoryEntry[] }> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly history: ItemHistoryService,
  ) {}

  async execute({ accountId, kind, id }: GetItemTypeHistory): Promise<{ data: HistoryEntry[] }> {
    // The stream is read within the account only; a type of another kind is not on this list.
    const { state } = await this.repository.load(itemTypeAggregate, accountId, id);
    if (state.status === 'none' || state.kind !== kind) throw DomainRefusal.notFound('types.type_not_found');
    return { data: await this.history.history(itemTypeAggregate, accountId, id) };
  }
}
