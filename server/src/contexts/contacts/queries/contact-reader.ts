import { Inject, Injectable } from '@nestjs/common';
import type { ContactFormView, ContactView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { CONTACT_FORMS_COLLECTION, emptyContactForm } from '../projections/contact-form.projection';
import { CONTACT_INDEX_COLLECTION, CONTACTS_COLLECTION, type ContactDoc, type ContactIndexRow } from '../projections/contact-list.projection';

/** Point reads of the contacts read models, always within one account. */
@Injectable()
export class ContactReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The live contact, or undefined (unknown, deleted, or another account's). */
  async contact(accountId: string, id: string): Promise<ContactView | undefined> {
    const doc = await this.store.collection<ContactDoc>(CONTACTS_COLLECTION).forAccount(accountId).get(id);
    return doc && !('deleted' in doc) ? doc : undefined;
  }

  async contacts(accountId: string, ids: readonly string[]): Promise<ContactView[]> {
    const docs = await this.store.collection<ContactDoc>(CONTACTS_COLLECTION).forAccount(accountId).getMany(ids);
    const byId = new Map(docs.flatMap((doc) => ('deleted' in doc ? [] : [[doc.id, doc] as const])));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  index(accountId: string) {
    return this.store.collection<ContactIndexRow>(CONTACT_INDEX_COLLECTION).forAccount(accountId);
  }

  /** How many live contacts of the account have the type (the types context's usage check). */
  async countOfType(accountId: string, typeId: string): Promise<number> {
    return (await this.index(accountId).find({ where: { status: 'active', type: typeId }, limit: 1 })).total;
  }

  async form(accountId: string): Promise<ContactFormView> {
    return (
      (await this.store.collection<ContactFormView>(CONTACT_FORMS_COLLECTION).forAccount(accountId).get(accountId)) ?? emptyContactForm(accountId)
    );
  }
}
