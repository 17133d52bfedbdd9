import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TYPE_LISTS, type ItemTypeView, type TypeKind, DomainRefusal } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';

/** One live type of a kind in the account; 404 `types.type_not_found` otherwise. */
export class GetItemType {
  constructor(
    readonly accountId: string,
    readonly kind: TypeKind,
    readonly id: string,
  ) {}
}

@QueryHandler(GetItemType)
export class GetItemTypeHandler implements IQueryHandler<GetItemType, ItemTypeView> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ accountId, kind, id }: GetItemType): Promise<ItemTypeView> {
    const view = await this.readStore.collection<ItemTypeView>(TYPE_LISTS[kind]).forAccount(accountId).get(id);
    if (!view) throw DomainRefusal.notFound('types.type_not_found');
    return view;
  }
}
