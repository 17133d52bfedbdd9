import { Inject, Injectable } from '@nestjs/common';
import { TYPE_LISTS, type ItemTypeView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import type { CatalogType, TypeCatalog, TypeKind } from './type-catalog';

/** TYPE_CATALOG from the types' read models (so an answer trails a type change by the projection lag). */
@Injectable()
export class ReadModelTypeCatalog implements TypeCatalog {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async find(accountId: string, kind: TypeKind, typeId: string): Promise<CatalogType | undefined> {
    const view = await this.readStore.collection<ItemTypeView>(TYPE_LISTS[kind]).forAccount(accountId).get(typeId);
    return view ? catalogType(view) : undefined;
  }

  async all(accountId: string, kind: TypeKind): Promise<CatalogType[]> {
    const collection = this.readStore.collection<ItemTypeView>(TYPE_LISTS[kind]).forAccount(accountId);
    const ids = await collection.findIds();
    return (await collection.getMany(ids)).map(catalogType);
  }
}

function catalogType(view: ItemTypeView): CatalogType {
  return {
    id: view.id,
    kind: view.kind,
    title: view.title,
    short: 'short' in view ? view.short : null,
    template: 'template' in view ? view.template : null,
    is_claim: 'is_claim' in view ? view.is_claim : false,
    parent_id: 'parent_id' in view ? view.parent_id : null,
  };
}
