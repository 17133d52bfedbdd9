import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ContactPersonInput, type ContactPersonListView, type WriteResult, DomainRefusal } from '@kollab/contracts';
import { CurrentAccountId, Roles } from '../../../core/auth/auth.decorators';
import { ApiAnswer, inputSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ChangeContactPerson, type ContactPersonChange } from '../commands/change-contact-person.handler';
import type { PersonDraft } from '../domain/contact.commands';
import { ContactReader } from '../queries/contact-reader';
import { ContactIdPipe } from '../public/contact-id.pipe';
import { ContactsAppGuard } from '../public/contacts-app.guard';
import { PersonIdPipe } from './contact-path.pipes';
import { ContactWriteRoute } from './contact-write.route';
import { SaveBodyPipe } from './save-body.pipe';

const PERSON_RESULT = "{ id: the person's id, version: the contact's, position }";
const PERSON_422 =
  'field errors (request.validation_failed): name required, max 255; gender (validation.one_of); date_of_birth (validation.date, ' +
  'validation.date_of_birth_range); email (validation.email); account_manager (contacts.member_not_active)';

/**
 * Contact persons (seed §3): part of the contact's stream, so every change is an event
 * of the contact (version, If-Match, history). The WriteResult names the person's id and
 * the contact's version. Same access as the contacts routes.
 */
@ApiTags('contacts')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'Account header problems, not role user (auth.forbidden), contacts app off (contacts.app_disabled)' })
@Roles('user')
@UseGuards(ContactsAppGuard)
@Controller('v1/contacts/:id/persons')
export class ContactPersonsController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly reader: ContactReader,
  ) {}

  @Get()
  @ApiOperation({ summary: "The contact's persons, in the order they were added" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('ContactPersonListView')
  async list(@CurrentAccountId() accountId: string, @Param('id', ContactIdPipe) id: string): Promise<ContactPersonListView> {
    const contact = await this.reader.contact(accountId, id);
    if (!contact) throw DomainRefusal.notFound('contacts.contact_not_found');
    return { data: contact.persons, meta: { page: 1, limit: contact.persons.length, total: contact.persons.length } };
  }

  @Post()
  @ContactWriteRoute('Add a person (ContactPersonAdded)', "{ id: the new person's id, version: the contact's, position }", 201)
  @ApiBody({ schema: inputSchema(ContactPersonInput) })
  @ApiResponse({ status: 422, description: PERSON_422 })
  add(
    @Write() call: WriteCall,
    @Param('id', ContactIdPipe) id: string,
    @Body(new SaveBodyPipe(ContactPersonInput, 'create')) draft: PersonDraft,
  ): Promise<WriteResult> {
    return this.change(call, id, { type: 'AddContactPerson', draft }, 201);
  }

  @Put(':personId')
  @ContactWriteRoute("Replace a person's fields (ContactPersonChanged; nothing when unchanged); optional fields left out are cleared", PERSON_RESULT)
  @ApiParam({ name: 'personId', format: 'uuid' })
  @ApiBody({ schema: inputSchema(ContactPersonInput) })
  @ApiResponse({ status: 422, description: PERSON_422 })
  update(
    @Write() call: WriteCall,
    @Param('id', ContactIdPipe) id: string,
    @Param('personId', PersonIdPipe) personId: string,
    @Body(new SaveBodyPipe(ContactPersonInput, 'update')) draft: PersonDraft,
  ): Promise<WriteResult> {
    return this.change(call, id, { type: 'ChangeContactPerson', personId, draft });
  }

  @Delete(':personId')
  @ContactWriteRoute('Remove a person (ContactPersonRemoved)', PERSON_RESULT)
  @ApiParam({ name: 'personId', format: 'uuid' })
  remove(@Write() call: WriteCall, @Param('id', ContactIdPipe) id: string, @Param('personId', PersonIdPipe) personId: string): Promise<WriteResult> {
    return this.change(call, id, { type: 'RemoveContactPerson', personId });
  }

  private change(call: WriteCall, id: string, change: ContactPersonChange, status: 200 | 201 = 200): Promise<WriteResult> {
    const command = new ChangeContactPerson(call.context, id, change, call.basedOn);
    return this.writes.execute(call, command, command.personId, status);
  }
}
