import { Injectable } from '@nestjs/common';
import type { ProtocolView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { protocolAggregate } from '../commands/protocol.aggregate';
import { toProtocolView } from '../projections/protocol-view';
import { protocolHistory } from './protocol-history';
import { DomainRefusal } from '@kollab/contracts';

/** History and past states of a protocol, folded from its stream (comments and linked contacts included). */
@Injectable()
export class ProtocolHistoryReader {
  constructor(private readonly items: ItemHistoryService) {}

  async history(accountId: string, id: string): Promise<HistoryEntry[]> {
    return protocolHistory(
      await this.items.historyOf(protocolAggregate, accountId, id, () => DomainRefusal.notFound('protocols.protocol_not_found')),
    );
  }

  /** The protocol as it was at a version or time; undefined when it did not exist (or was deleted) then. */
  async protocolAt(accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<ProtocolView | undefined> {
    const past = await this.items.pastState(protocolAggregate, accountId, id, asOf);
    return past && past.state.status === 'active' ? toProtocolView(id, past.state, past.version, past.occurredAt) : undefined;
  }
}
