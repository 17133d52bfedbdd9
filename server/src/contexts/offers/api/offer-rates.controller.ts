import { Body, Controller, Get, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { OfferRatesInput, type OfferRatesView, type WriteResult } from '@kollab/contracts';
import { CurrentAccountId, Roles } from '../../../core/auth/auth.decorators';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { SetOfferRates } from '../commands/set-offer-rates.handler';
import { OfferRatesReader } from '../queries/offer-rates.reader';
import { OffersAppGuard } from './offers-app.guard';

/**
 * The account's hourly rates for offers (Fertigung, Konstruktion, Kundendienst, Prüffeld;
 * EUR per hour): managers set them; staff read them too (the calculation panel of a new
 * offer computes with them). New offers keep the rates of their creation; POST
 * v1/offers/{id}/recalculate takes the current ones. One stream per account:
 * `offer_rates-<accountId>`.
 */
@ApiTags('offers')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description:
    'Account header problems (seed §8 messages); GET: neither user nor manager, PUT: not a manager (auth.forbidden); offers app off (offers.app_disabled)',
})
@UseGuards(OffersAppGuard)
@Controller('v1/account_manager/offer_rates')
export class OfferRatesController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly rates: OfferRatesReader,
  ) {}

  @Get()
  @Roles('user', 'manager')
  @ApiOperation({ summary: 'The hourly rates (ETag: their version; version 0 and all 0 until a manager set them)' })
  @ApiAnswer('OfferRatesView')
  async get(@CurrentAccountId() accountId: string, @Res({ passthrough: true }) response: Response): Promise<OfferRatesView> {
    const view = await this.rates.view(accountId);
    response.setHeader('ETag', `"${view.version}"`);
    return view;
  }

  @Put()
  @Roles('manager')
  @ApiOperation({ summary: 'Set the hourly rates (OfferRatesSet; nothing when unchanged). Existing offers keep theirs until recalculated' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The rates version the change is based on (409 when it changed since)' })
  @ApiAnswer('WriteResult', { description: '{ id: the account id, version, position }' })
  @ApiResponse({ status: 409, description: 'concurrency.wrong_expected_version (If-Match)' })
  @ApiResponse({
    status: 422,
    description:
      'each rate required: a number ≥ 0 with at most 2 decimals, at most 9999.99 (offers.value_too_many_decimals, offers.value_negative, offers.value_too_large)',
  })
  set(@Write() call: WriteCall, @Body() input: OfferRatesInput): Promise<WriteResult> {
    const rates = { fertigung: input.fertigung, konstruktion: input.konstruktion, kundendienst: input.kundendienst, prueffeld: input.prueffeld };
    return this.writes.execute(call, new SetOfferRates(call.context, rates, call.basedOn), call.accountId);
  }
}
