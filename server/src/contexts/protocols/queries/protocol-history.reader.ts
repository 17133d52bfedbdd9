import { Injectable } from '@nestjs/common';
import type { ProtocolView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { protocolAggregate } from '../commands/protocol.aggregate';
import { toProtocolView } from '../projections/protocol-view';
import { protocolHistory } from './protocol-history';
import { DomainRefusal, isRefusal } from '@kollab/contracts';

const isNotFound = (error: unknown): boolean => isRefusal(error, 'not_found');

/** History and past states of a protocol, folded from its stream (comments and linked contacts included). */
@Injectable()
export class ProtocolHistoryReader {
  constructor(private readonly items: ItemHistoryService) {}

  async history(accountId: string, id: string): Promise<HistoryEntry[]> {
    try {
      return protocolHistory(await this.items.history(protocolAggregate, accountId, id));
    } catch (error) {
      if (isNotFound(error)) throw DomainRefusal.notFound('protocols.protocol_not_found');
      throw error;
    }
  }

  /** The protocol as it was at a version or time; undefined when it did not exist (or was deleted) then. */
  async protocolAt(accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<ProtocolView | undefined> {
    try {
      const past = await this.items.stateAt(protocolAggregate, accountId, id, asOf);
      return past.state.status === 'active' ? toProtocolView(id, past.state, past.version, past.occurredAt) : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }
}
