import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { rooms } from '@kollab/contracts';
import { DownloadableFileKinds } from '../../core/files/downloadable-file-kinds';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ViewAudiences } from '../../core/realtime/view-audiences';
import { migrate } from '../../core/sql/migrate';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { TYPE_USAGE, type TypeUsageRegistry } from '../types/public/type-catalog';
import { ContactFormController } from './api/contact-form.controller';
import { ContactPersonsController } from './api/contact-persons.controller';
import { ContactsController } from './api/contacts.controller';
import { ChangeContactFormHandler } from './commands/change-contact-form.handler';
import { ChangeContactHandler } from './commands/change-contact.handler';
import { CONTACT_LOGO_KIND, ChangeContactLogoHandler } from './commands/change-contact-logo.handler';
import { ChangeContactPersonHandler } from './commands/change-contact-person.handler';
import { ContactFactsReader } from './commands/contact-facts.reader';
import { CreateContactHandler } from './commands/create-contact.handler';
import { DeleteContactHandler } from './commands/delete-contact.handler';
import { ContactsPublicModule } from './contacts-public.module';
import { ContactsAppGuard } from './public/contacts-app.guard';
import { CONTACT_FORMS_COLLECTION, contactFormProjection } from './projections/contact-form.projection';
import { CONTACTS_COLLECTION, contactListProjection } from './projections/contact-list.projection';
import { ContactHistoryReader } from './queries/contact-history.reader';
import { ContactReader } from './queries/contact-reader';
import { ListContactsHandler } from './queries/list-contacts.handler';
import { ContactNumberReservations } from './store/contact-number-reservations';
import { CONTACTS_SCHEMA, CONTACTS_SCHEMA_LOCK } from './store/contacts.schema';

/** The contacts context (issue 5): contacts, their persons and logos, the contact form schema. */
@Module({
  imports: [ContactsPublicModule],
  controllers: [ContactFormController, ContactPersonsController, ContactsController],
  providers: [
    CreateContactHandler,
    ChangeContactHandler,
    DeleteContactHandler,
    ChangeContactLogoHandler,
    ChangeContactPersonHandler,
    ChangeContactFormHandler,
    ListContactsHandler,
    ContactFactsReader,
    ContactHistoryReader,
    ContactNumberReservations,
    ContactsAppGuard,
  ],
})
export class ContactsModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly projections: ProjectionRegistry,
    private readonly audiences: ViewAudiences,
    private readonly downloadable: DownloadableFileKinds,
    private readonly reader: ContactReader,
    @Inject(TYPE_USAGE) private readonly typeUsage: TypeUsageRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, CONTACTS_SCHEMA_LOCK, CONTACTS_SCHEMA);
    this.projections.register(contactListProjection);
    this.projections.register(contactFormProjection);
    // Logos: any member of the account downloads them by id (GET v1/files/{id}).
    this.downloadable.allow(CONTACT_LOGO_KIND);
    // Contacts go to the members with the role `user` only (portal users are in the
    // account room too); the form schema is read by every member.
    this.audiences.register({
      collection: CONTACTS_COLLECTION,
      context: 'contacts',
      view: 'contact',
      rooms: (c) => [rooms.role(c.accountId, 'user')],
    });
    this.audiences.register({
      collection: CONTACT_FORMS_COLLECTION,
      context: 'contacts',
      view: 'contactForm',
      rooms: (c) => [rooms.account(c.accountId)],
    });
    this.typeUsage.register({ kind: 'contact', countUsing: (accountId, typeId) => this.reader.countOfType(accountId, typeId) });
  }
}
