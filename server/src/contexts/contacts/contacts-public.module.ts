import { Global, Module } from '@nestjs/common';
import { CONTACT_DIRECTORY } from './public/contact-directory';
import { ReadModelContactDirectory } from './public/read-model-contact-directory';
import { ContactReader } from './queries/contact-reader';

/** The port the contacts context offers other contexts: CONTACT_DIRECTORY (portals, tasks, protocols). Global, like the accounts ports. */
@Global()
@Module({
  providers: [ContactReader, ReadModelContactDirectory, { provide: CONTACT_DIRECTORY, useExisting: ReadModelContactDirectory }],
  exports: [CONTACT_DIRECTORY, ContactReader],
})
export class ContactsPublicModule {}
