import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ClaimTypeTreeView, ClaimTypeView, ItemTypeListView, TypeKind, TypeListFormat } from '@kollab/contracts';
import { MAX_PAGE_SIZE, READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { claimTypeTree } from './claim-type-tree';
import { readTypeList } from './read-type-list';

/** Every type of a kind in the account, sorted by title; claim types also as a tree. */
export class ListItemTypes {
  constructor(
    readonly accountId: string,
    readonly kind: TypeKind,
    readonly format: TypeListFormat = 'flat',
  ) {}
}

@QueryHandler(ListItemTypes)
export class ListItemTypesHandler implements IQueryHandler<ListItemTypes, ItemTypeListView | ClaimTypeTreeView> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ accountId, kind, format }: ListItemTypes): Promise<ItemTypeListView | ClaimTypeTreeView> {
    const types = await readTypeList(this.readStore, accountId, kind);
    // The whole list on one page: pickers need every type.
    const meta = { page: 1, limit: Math.max(MAX_PAGE_SIZE, types.length), total: types.length };
    if (kind === 'claim' && format === 'tree') return { data: claimTypeTree(types as ClaimTypeView[]), meta };
    return { data: types, meta };
  }
}
