import { Injectable } from '@nestjs/common';
import { can, DomainRefusal, policyItem, type PolicyActor } from '@kollab/contracts';
import { ContactReader } from '../queries/contact-reader';
import type { ContactDirectory, DirectoryContact } from './contact-directory';

/** CONTACT_DIRECTORY on the contacts read model: live contacts of the account only. */
@Injectable()
export class ReadModelContactDirectory implements ContactDirectory {
  constructor(private readonly reader: ContactReader) {}

  async find(accountId: string, contactId: string): Promise<DirectoryContact | undefined> {
    const contact = await this.reader.contact(accountId, contactId);
    if (!contact) return undefined;
    return {
      id: contact.id,
      name: contact.name,
      number: contact.number,
      address: contact.address,
      persons: contact.persons.map(({ id, name, email, salutation }) => ({ id, name, email, salutation })),
    };
  }

  async assertReadable(accountId: string, actor: PolicyActor, contactId: string): Promise<void> {
    const readable = can(actor, 'read', policyItem('contact', { contactId })) && (await this.reader.contact(accountId, contactId)) !== undefined;
    if (!readable) throw DomainRefusal.notFound('contacts.contact_not_found');
  }
}
