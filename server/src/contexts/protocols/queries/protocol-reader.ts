import { Inject, Injectable } from '@nestjs/common';
import type { ProtocolView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { PROTOCOL_INDEX_COLLECTION, PROTOCOLS_COLLECTION, type ProtocolDoc, type ProtocolIndexRow } from '../projections/protocol-list.projection';

/** Point reads of the protocols read models, always within one account. */
@Injectable()
export class ProtocolReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The live protocol, or undefined (unknown, deleted, or another account's). */
  async protocol(accountId: string, id: string): Promise<ProtocolView | undefined> {
    const doc = await this.store.collection<ProtocolDoc>(PROTOCOLS_COLLECTION).forAccount(accountId).get(id);
    return doc && !('deleted' in doc) ? doc : undefined;
  }

  /** The live protocols of `ids`, in that order (from `store`: the read models replayed for a report run's re-render). */
  async protocols(accountId: string, ids: readonly string[], store: ReadStore = this.store): Promise<ProtocolView[]> {
    const docs = await store.collection<ProtocolDoc>(PROTOCOLS_COLLECTION).forAccount(accountId).getMany(ids);
    const byId = new Map(docs.flatMap((doc) => ('deleted' in doc ? [] : [[doc.id, doc] as const])));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  index(accountId: string) {
    return this.store.collection<ProtocolIndexRow>(PROTOCOL_INDEX_COLLECTION).forAccount(accountId);
  }

  /** How many live protocols of the account have the type (the types context's usage check). */
  async countOfType(accountId: string, typeId: string): Promise<number> {
    return (await this.index(accountId).find({ where: { status: 'active', 'state.type': typeId }, limit: 1 })).total;
  }
}
