import { Injectable } from '@nestjs/common';
import { ContactReader } from '../queries/contact-reader';
import type { ContactDirectory, DirectoryContact } from './contact-directory';

/** CONTACT_DIRECTORY on the contacts read model: live contacts of the account only. */
@Injectable()
export class ReadModelContactDirectory implements ContactDirectory {
  constructor(private readonly reader: ContactReader) {}

  async find(accountId: string, contactId: string): Promise<DirectoryContact | undefined> {
    const contact = await this.reader.contact(accountId, contactId);
    if (!contact) return undefined;
    return { id: contact.id, name: contact.name, persons: contact.persons.map(({ id, name, email }) => ({ id, name, email })) };
  }
}
