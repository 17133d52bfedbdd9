import { Body, Controller, Get, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ContactFormInput, type ContactFormView, type WriteResult } from '@kollab/contracts';
import { CurrentAccountId, Roles } from '../../../core/auth/auth.decorators';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { ApiAnswer, HISTORY_SCHEMA } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ChangeContactForm } from '../commands/change-contact-form.handler';
import { contactFormAggregate } from '../commands/contact.aggregate';
import { ContactReader } from '../queries/contact-reader';

/**
 * The contact detail form schema of the caller's account (seed §2 manager area, §3 form
 * builder elements): every member reads it (the contact form renders it), managers
 * replace it. One stream per account: `contact_form-<accountId>`.
 */
@ApiTags('contacts')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages); PUT and history: not a manager (auth.forbidden)' })
@Controller('v1/account_manager/contact_form')
export class ContactFormController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly reader: ContactReader,
    private readonly repository: EventSourcedRepository,
    private readonly history: ItemHistoryService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The contact form schema (ETag: its version; version 0 and no elements until a manager saved one)' })
  @ApiAnswer('ContactFormView')
  async get(@CurrentAccountId() accountId: string, @Res({ passthrough: true }) response: Response): Promise<ContactFormView> {
    const form = await this.reader.form(accountId);
    response.setHeader('ETag', `"${form.version}"`);
    return form;
  }

  @Put()
  @Roles('manager')
  @ApiOperation({ summary: 'Replace the schema (ContactFormChanged; nothing when unchanged). Contacts are checked against it on their next save' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The schema version the change is based on (409 when it changed since)' })
  @ApiAnswer('WriteResult', { description: '{ id: the account id, version, position }' })
  @ApiResponse({ status: 409, description: 'concurrency.wrong_expected_version (If-Match)' })
  @ApiResponse({
    status: 422,
    description:
      'elements.<i>.<property>: type (validation.one_of), key (validation.required, contacts.form_key_invalid, contacts.form_key_duplicate), ' +
      'label (validation.required except dividers), options (contacts.form_options_required, contacts.form_option_duplicate; only choice types), ' +
      'max (rating only, 2..10), required on a divider (contacts.form_divider_has_no_value), unknown properties (validation.unknown_field)',
  })
  change(@Write() call: WriteCall, @Body() input: ContactFormInput): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeContactForm(call.context, input.elements, call.basedOn), call.accountId);
  }

  @Get('history')
  @Roles('manager')
  @ApiOperation({ summary: 'Every change of the schema: who, when (changes: elements); empty until a manager saved one' })
  @ApiAnswer(HISTORY_SCHEMA)
  async formHistory(@CurrentAccountId() accountId: string): Promise<{ data: HistoryEntry[] }> {
    const { events } = await this.repository.load(contactFormAggregate, accountId, accountId);
    return { data: await this.history.entriesOf(contactFormAggregate, events) };
  }
}
