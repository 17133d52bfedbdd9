import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CONTACT_ORDERS,
  ContactInput,
  ListContactsQuery,
  policyItem,
  type PolicyActor,
  portalContactView,
  type ContactListView,
  type ContactNumberView,
  type ContactView,
  type PortalContactView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { ImageUpload } from '../../../core/files/image-upload';
import { UploadedImage } from '../../../core/files/image-upload.interceptor';
import { ImageUploadRoute } from '../../../core/files/image-upload.route';
import { parseAsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { anyOfViews, ApiAnswer, HISTORY_SCHEMA, inputSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { PolicyService } from '../../access/public/policy.service';
import { ChangeContact } from '../commands/change-contact.handler';
import { ChangeContactLogo } from '../commands/change-contact-logo.handler';
import { CreateContact } from '../commands/create-contact.handler';
import { DeleteContact } from '../commands/delete-contact.handler';
import type { ContactDraft } from '../domain/contact.commands';
import { ContactHistoryReader } from '../queries/contact-history.reader';
import { ContactReader } from '../queries/contact-reader';
import { ListContacts } from '../queries/list-contacts.handler';
import { ContactNumberReservations } from '../store/contact-number-reservations';
import { ContactIdPipe } from '../public/contact-id.pipe';
import { ContactsAppGuard } from '../public/contacts-app.guard';
import { ContactWriteRoute } from './contact-write.route';
import { SaveBodyPipe } from './save-body.pipe';

/**
 * Contacts of the caller's account (seed §2 /contacts, §3, §5, §7): every member with
 * the role `user` reads and changes them, when the account has the contacts app. Portal
 * users (role `contact`) get 403 for now. Ids of another account are 404. A contact's
 * tasks and protocols tabs are served by their contexts (tasks/api/contact-tasks.controller.ts,
 * protocols/api/contact-protocols.controller.ts).
 */
@ApiTags('contacts')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description:
    'Account header problems (seed §8 messages), not role user (auth.forbidden; portal users read only their own contact), contacts app off (contacts.app_disabled)',
})
@Roles('user')
@UseGuards(ContactsAppGuard)
@Controller('v1/contacts')
export class ContactsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
    private readonly reader: ContactReader,
    private readonly histories: ContactHistoryReader,
    private readonly numbers: ContactNumberReservations,
    private readonly policy: PolicyService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Contacts: page, limit, order, and filters name and number (from the start), type (id), search (words anywhere)',
    description: "search looks in name, number, street, zip, city, uid and the persons' names. order: a field, `-field` descending.",
  })
  @ApiQuery({ name: 'order', required: false, schema: { type: 'string', enum: [...CONTACT_ORDERS], default: 'name' } })
  @ApiAnswer('ContactListView')
  @ApiResponse({ status: 422, description: 'bad page, limit, order or filter; unknown query parameter' })
  list(@CurrentAccountId() accountId: string, @Query() query: ListContactsQuery): Promise<ContactListView> {
    return this.queries.execute(new ListContacts(accountId, query));
  }

  @Post()
  @ApiOperation({ summary: 'Create a contact (ContactCreated)' })
  // SaveBodyPipe makes the value, so the body's contracts class is named here (also in PUT).
  @ApiBody({ schema: inputSchema(ContactInput) })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of the new contact' })
  @ApiResponse({
    status: 422,
    description:
      'field errors (request.validation_failed): required, max 255, address.zip (contacts.zip_invalid), address.country, homepage (validation.url), ' +
      'uid (contacts.uid_invalid), contact_since (validation.date), type not a contact type (validation.one_of), ' +
      'managers not active members (contacts.member_not_active), details.<key>, number taken ("A contact with this number already exists")',
  })
  create(@Write() call: WriteCall, @Body(new SaveBodyPipe(ContactInput, 'create')) draft: ContactDraft): Promise<WriteResult> {
    const command = new CreateContact(call.context, draft);
    return this.writes.execute(call, command, command.id, 201);
  }

  @Get('attributes/number/:number')
  @ApiOperation({ summary: 'Is this contact number taken in the account (case-insensitive)? With the contact that has it' })
  @ApiParam({ name: 'number', description: 'The number, URL-encoded' })
  @ApiAnswer('ContactNumberView')
  async number(@CurrentAccountId() accountId: string, @Param('number') number: string): Promise<ContactNumberView> {
    const holder = number.trim() === '' ? null : await this.numbers.holderOf(accountId, number);
    return { number, taken: holder !== null, contact_id: holder };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact (ETag: its version); with ?version=N or ?at=ISO the contact as it was then, persons included' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiQuery({ name: 'at', required: false, type: String, description: 'ISO 8601 time' })
  @ApiAnswer(anyOfViews('ContactView', 'PortalContactView'), { description: 'staff read ContactView, portal users PortalContactView' })
  @ApiResponse({
    status: 404,
    description:
      'contacts.contact_not_found: unknown, deleted, of another account, or not yet existing at that version or time; ' +
      'tenancy.other_account (with `account: { account_id, account_name }`): the contact is in another account of the caller where they may read it (seed §8)',
  })
  @ApiResponse({ status: 422, description: 'bad version or at' })
  @Roles('user', 'contact')
  async get(
    @CurrentPrincipal() principal: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Param('id', ContactIdPipe) id: string,
    @Query('version') version: string | undefined,
    @Query('at') at: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContactView | PortalContactView> {
    const actor = await this.policy.actor({ ...principal, accountId });
    // seed §8: a contact the caller reads in another of their accounts is 404 tenancy.other_account naming it
    const readsThere = async (other: string, there: PolicyActor) =>
      this.policy.can(there, 'read', policyItem('contact', { contactId: id })) && (await this.reader.contact(other, id)) !== undefined;
    const here = () => this.readHere(principal, accountId, actor, id, version, at, response);
    return this.policy.orOtherAccount({ ...principal, accountId }, { app: 'contacts', roles: ['user', 'contact'] }, here, readsThere);
  }

  private async readHere(
    principal: RequestPrincipal,
    accountId: string,
    actor: PolicyActor,
    id: string,
    version: string | undefined,
    at: string | undefined,
    response: Response,
  ): Promise<ContactView | PortalContactView> {
    this.policy.assert(actor, 'read', policyItem('contact', { contactId: id }));
    if (!principal.roles.includes('user')) {
      // A portal user: their own contact's public face, as it is now (history is staff-only).
      const own = version === undefined && at === undefined ? await this.reader.contact(accountId, id) : undefined;
      if (!own) throw DomainRefusal.notFound('contacts.contact_not_found');
      response.setHeader('ETag', `"${own.version}"`);
      return portalContactView(own);
    }
    const asOf = parseAsOf({ version, at });
    const view = asOf ? await this.histories.contactAt(accountId, id, asOf) : await this.reader.contact(accountId, id);
    if (!view) throw DomainRefusal.notFound('contacts.contact_not_found');
    response.setHeader('ETag', `"${view.version}"`);
    return view;
  }

  @Get(':id/history')
  @ApiOperation({
    summary:
      'Every change of the contact: who, when, which fields (address.<field>, details.<key>, persons.<id>, persons.<id>.<field>, logo, status)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer(HISTORY_SCHEMA)
  @ApiResponse({ status: 404, description: 'contacts.contact_not_found: unknown or of another account (a deleted contact keeps its history)' })
  async history(@CurrentAccountId() accountId: string, @Param('id', ContactIdPipe) id: string): Promise<{ data: HistoryEntry[] }> {
    return { data: await this.histories.history(accountId, id) };
  }

  @Put(':id')
  @ContactWriteRoute("Replace the contact's fields (ContactChanged; nothing when unchanged). Optional fields left out are cleared")
  @ApiBody({ schema: inputSchema(ContactInput) })
  @ApiResponse({ status: 422, description: 'field errors as for POST; bad If-Match' })
  change(
    @Write() call: WriteCall,
    @Param('id', ContactIdPipe) id: string,
    @Body(new SaveBodyPipe(ContactInput, 'update')) draft: ContactDraft,
  ): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeContact(call.context, id, draft, call.basedOn), id);
  }

  @Delete(':id')
  @ContactWriteRoute('Delete the contact (ContactDeleted): its number is free again, its logo files are removed')
  remove(@Write() call: WriteCall, @Param('id', ContactIdPipe) id: string): Promise<WriteResult> {
    return this.writes.execute(call, new DeleteContact(call.context, id, call.basedOn), id);
  }

  @Post(':id/logo')
  @HttpCode(200)
  @ImageUploadRoute('The contact logo')
  @ContactWriteRoute('Upload the logo (multipart field `file`; ContactLogoChanged); replaces the previous one')
  uploadLogo(@Write() call: WriteCall, @Param('id', ContactIdPipe) id: string, @UploadedImage() image: ImageUpload): Promise<WriteResult> {
    return this.changeLogo(call, id, image);
  }

  @Delete(':id/logo')
  @ContactWriteRoute('Remove the logo (ContactLogoRemoved; nothing when there is none)')
  removeLogo(@Write() call: WriteCall, @Param('id', ContactIdPipe) id: string): Promise<WriteResult> {
    return this.changeLogo(call, id, null);
  }

  private changeLogo(call: WriteCall, id: string, image: ImageUpload | null): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeContactLogo(call.context, id, image, call.basedOn), id);
  }
}
