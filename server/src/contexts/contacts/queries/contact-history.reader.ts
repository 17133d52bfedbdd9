import { Injectable } from '@nestjs/common';
import type { ContactView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { contactAggregate } from '../commands/contact.aggregate';
import { toContactView } from '../projections/contact-view';
import { contactHistory } from './contact-history';
import { DomainRefusal, isRefusal } from '@kollab/contracts';

const isNotFound = (error: unknown): boolean => isRefusal(error, 'not_found');

/** History and past states of a contact, folded from its stream (persons and logo included). */
@Injectable()
export class ContactHistoryReader {
  constructor(private readonly items: ItemHistoryService) {}

  /** Every change; a deleted contact keeps its history. 404 contacts.contact_not_found without events. */
  async history(accountId: string, id: string): Promise<HistoryEntry[]> {
    try {
      return contactHistory(await this.items.history(contactAggregate, accountId, id));
    } catch (error) {
      if (isNotFound(error)) throw DomainRefusal.notFound('contacts.contact_not_found');
      throw error;
    }
  }

  /** The contact as it was at a version or time; undefined when it did not exist (or was deleted) then. */
  async contactAt(accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<ContactView | undefined> {
    try {
      const past = await this.items.stateAt(contactAggregate, accountId, id, asOf);
      return past.state.status === 'active' ? toContactView(id, past.state, past.version, past.occurredAt) : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }
}
