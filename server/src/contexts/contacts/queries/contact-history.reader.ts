import { Injectable } from '@nestjs/common';
import type { ContactView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { contactAggregate } from '../commands/contact.aggregate';
import { toContactView } from '../projections/contact-view';
import { contactHistory } from './contact-history';
import { DomainRefusal } from '@kollab/contracts';

/** History and past states of a contact, folded from its stream (persons and logo included). */
@Injectable()
export class ContactHistoryReader {
  constructor(private readonly items: ItemHistoryService) {}

  /** Every change; a deleted contact keeps its history. 404 contacts.contact_not_found without events. */
  async history(accountId: string, id: string): Promise<HistoryEntry[]> {
    return contactHistory(await this.items.historyOf(contactAggregate, accountId, id, () => DomainRefusal.notFound('contacts.contact_not_found')));
  }

  /** The contact as it was at a version or time; undefined when it did not exist (or was deleted) then. */
  async contactAt(accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<ContactView | undefined> {
    const past = await this.items.pastState(contactAggregate, accountId, id, asOf);
    return past && past.state.status === 'active' ? toContactView(id, past.state, past.version, past.occurredAt) : undefined;
  }
}
