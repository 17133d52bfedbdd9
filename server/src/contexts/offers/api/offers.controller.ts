import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ChangeOfferInput,
  CreateOfferInput,
  ListOffersQuery,
  NO_OFFER_RATES,
  OFFER_ORDERS,
  OfferStatusInput,
  OfferWatchInput,
  type OfferDetailView,
  type OfferListView,
  type OfferView,
  type WriteResult,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { parseAsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { basedOnOf } from '../../../core/http/if-match';
import { anyOfViews, ApiAnswer, HISTORY_SCHEMA } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ChangeOffer } from '../commands/change-offer.handler';
import { CreateOffer } from '../commands/create-offer.handler';
import { offerNotFound } from '../domain/offer.errors';
import { ListOffers } from '../queries/list-offers.handler';
import { OfferHistoryReader } from '../queries/offer-history.reader';
import { OfferReader } from '../queries/offer-reader';
import { OfferActions } from './offer-actions';
import { OfferCallers } from './offer-caller';
import { changedFields, createdFields } from './offer-fields';
import { OfferIdPipe } from './offer-path.pipes';
import { OfferWriteRoute } from './offer-write.route';
import { OffersAppGuard } from './offers-app.guard';

const MONEY_ERRORS =
  'materialprice, transportkosten, provision and the hours: a number ≥ 0 with at most 2 decimals within its maximum ' +
  '(offers.value_not_a_number, offers.value_too_many_decimals, offers.value_negative, offers.value_too_large)';

/**
 * Offers of the caller's account (issue 14, seed §3, §4, §6): staff only (role user; portal
 * users 403), when the account has the offers app. Every read and write asks the one
 * policy; offers the caller may not read are 404 `offers.offer_not_found`. Amounts are
 * numbers with 2 decimals, computed exactly in cents.
 */
@ApiTags('offers')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems (seed §8 messages), not role user (auth.forbidden; portal users), offers app off (offers.app_disabled)',
})
@Roles('user')
@UseGuards(OffersAppGuard)
@Controller('v1/offers')
export class OffersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
    private readonly callers: OfferCallers,
    private readonly reader: OfferReader,
    private readonly histories: OfferHistoryReader,
    private readonly actions: OfferActions,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The offers the caller may read: page, limit, order, filter[search|status|team|author|published_status|contact|outcome]',
    description: 'filter[search]: every word in title or number. meta.sum_total: the sum of `total` over every match (the pipeline value).',
  })
  @ApiQuery({ name: 'order', required: false, schema: { type: 'string', enum: [...OFFER_ORDERS], default: '-created_at' } })
  @ApiAnswer('OfferListView')
  @ApiResponse({ status: 422, description: 'bad page, limit, order or filter; unknown query parameter' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListOffersQuery,
  ): Promise<OfferListView> {
    const actor = await this.callers.actor(accountId, principal);
    return this.queries.execute(new ListOffers(accountId, actor, query));
  }

  @Post()
  @ApiOperation({
    summary:
      "Create an offer (OfferCreated with the account's current hourly rates, with `published: true` also OfferPublished); numbered <type prefix>-<n> when it has a type",
  })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of the new offer' })
  @ApiResponse({ status: 403, description: 'auth.forbidden: no `create` permission in the team' })
  @ApiResponse({
    status: 422,
    description:
      'field errors (request.validation_failed): title required/max 255, type or team unknown (validation.one_of), contact unknown (offers.contact_unknown), ' +
      `contact person not of the contact (offers.contact_person_unknown, offers.contact_person_needs_contact), valid_until (validation.date); ${MONEY_ERRORS}; ` +
      'offers.publish_needs_team_and_type',
  })
  async create(@Write() call: WriteCall, @Body() input: CreateOfferInput): Promise<WriteResult> {
    const actor = await this.callers.actor(call.accountId, call.principal);
    const command = new CreateOffer(call.context, actor, createdFields(input), input.published ?? false);
    return this.writes.execute(call, command, command.id, 201);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One offer (ETag: its version); ?version=N or ?at=ISO for the offer as it was then (comments included)',
    description: 'The current version carries `can: { edit, delete }`: what the one policy lets the caller do with the offer now.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiQuery({ name: 'at', required: false, type: String, description: 'ISO 8601 time' })
  @ApiAnswer(anyOfViews('OfferDetailView', 'OfferView'), { description: 'OfferDetailView (with `can`); with ?version/?at: OfferView' })
  @ApiResponse({
    status: 404,
    description:
      'offers.offer_not_found: unknown, deleted, of another account, not readable, or not yet existing at that version or time; ' +
      'tenancy.other_account (with `account: { account_id, account_name }`): the offer is in another account of the caller where they may read it (seed §8)',
  })
  @ApiResponse({ status: 422, description: 'bad version or at' })
  async get(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', OfferIdPipe) id: string,
    @Query('version') version: string | undefined,
    @Query('at') at: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OfferDetailView | OfferView> {
    const actor = await this.callers.actor(accountId, principal);
    const { row, can } = await this.reader.readableHereOrElsewhere({ ...principal, accountId }, actor, id);
    const asOf = parseAsOf({ version, at });
    const view = asOf ? await this.histories.offerAt(accountId, id, asOf) : row.view;
    if (!view) throw offerNotFound();
    response.setHeader('ETag', `"${view.version}"`);
    // `can` answers for the offer as it is now: a past version carries none.
    return asOf ? view : { ...view, can };
  }

  @Get(':id/history')
  @ApiOperation({
    summary: 'Every change of the offer: who, when, which fields (amounts as numbers with 2 decimals; comments.<id>, comments.<id>.body)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer(HISTORY_SCHEMA)
  @ApiResponse({ status: 404, description: 'offers.offer_not_found: unknown, deleted, of another account or not readable' })
  async history(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', OfferIdPipe) id: string,
  ): Promise<{ data: HistoryEntry[] }> {
    await this.reader.readable(accountId, await this.callers.actor(accountId, principal), id);
    return { data: await this.histories.history(accountId, id) };
  }

  @Patch(':id')
  @OfferWriteRoute(
    'Change the fields sent (OfferChanged; OfferPublished/OfferUnpublished for `published`; overdue follows a moved valid_until); nothing when unchanged. ' +
      '`edit` permission; moving to a team needs `create` there',
  )
  @ApiResponse({
    status: 409,
    description:
      'offers.closed_calculation_fixed (a closed offer keeps its calculation until reopened); concurrency.wrong_expected_version (If-Match or version)',
  })
  @ApiResponse({
    status: 422,
    description:
      'field errors as for POST; offers.publish_needs_team_and_type (also when a published offer would lose team or type); bad If-Match or version',
  })
  async change(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string, @Body() input: ChangeOfferInput): Promise<WriteResult> {
    const actor = await this.callers.actor(call.accountId, call.principal);
    const basedOn = basedOnOf(call.basedOn, input.version);
    return this.writes.execute(call, new ChangeOffer(call.context, actor, id, changedFields(input), input.published, basedOn), id);
  }

  @Delete(':id')
  @OfferWriteRoute('Delete the offer (OfferDeleted; `delete` permission). Its history stays')
  remove(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'delete' }, { type: 'DeleteOffer', data: {} });
  }

  @Patch(':id/status')
  @OfferWriteRoute(
    'Set the status open, in_progress or closed with its outcome (OfferStatusChanged; `edit` permission). Overdue is set only by the system: ' +
      'reopening an offer whose valid_until passed makes it overdue at once',
  )
  @ApiResponse({
    status: 422,
    description:
      'status not one of open, in_progress, closed; outcome missing when closing (offers.outcome_required) or sent otherwise (offers.outcome_only_when_closed)',
  })
  status(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string, @Body() input: OfferStatusInput): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'edit' }, (now) => ({
      type: 'ChangeOfferStatus',
      data: { status: input.status, outcome: input.outcome ?? null, today: now.slice(0, 10) },
    }));
  }

  @Patch(':id/watch')
  @OfferWriteRoute('The caller watches the offer or stops (OfferWatched/OfferUnwatched; anyone who reads it; nothing when unchanged)')
  @ApiResponse({ status: 422, description: 'status not watching or not_watching' })
  watch(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string, @Body() input: OfferWatchInput): Promise<WriteResult> {
    return this.actions.act(
      { call, id, permission: 'read', ifMatch: false },
      { type: 'WatchOffer', data: { user_id: call.principal.userId, watching: input.status === 'watching' } },
    );
  }

  @Post(':id/recalculate')
  @OfferWriteRoute(
    "Recalculate with the account's current hourly rates (OfferRecalculated; `edit` permission); nothing when the offer has them already",
  )
  @ApiResponse({
    status: 409,
    description: 'offers.closed_calculation_fixed: a closed offer keeps its calculation until reopened; or a stale If-Match',
  })
  recalculate(@Write() call: WriteCall, @Param('id', OfferIdPipe) id: string): Promise<WriteResult> {
    // The rates are read by the handler once the policy allowed the recalculation.
    return this.actions.act({ call, id, permission: 'edit' }, { type: 'RecalculateOffer', data: { rates: NO_OFFER_RATES } });
  }
}
