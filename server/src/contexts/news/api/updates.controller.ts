import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiQuery,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ListUpdatesQuery, UPDATE_LIST_LIMIT, UPDATE_NEWS_FLAG, type ListPage, type UpdateView, DomainRefusal } from '@kollab/contracts';
import { CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer, pageSchema } from '../../../core/http/openapi-schemas';
import { ListUpdates } from '../queries/list-updates.handler';

/**
 * GET /api/v2/updates: the what's-new drawer of every signed-in member (token and Account
 * signature) of an account with the flag kollab.update_news.
 */
@ApiTags('news')
@ApiBearerAuth()
@ApiSecurity('Account')
@Controller('v2/updates')
export class UpdatesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The newest updates (what's new), newest first; scheduled ones are not shown yet" })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: UPDATE_LIST_LIMIT, default: UPDATE_LIST_LIMIT } })
  @ApiAnswer(pageSchema('UpdateView'), { description: '{ data: UpdateView[], meta }' })
  @ApiUnauthorizedResponse({ description: 'no or bad access token' })
  @ApiForbiddenResponse({ description: 'news.updates_disabled: the account lacks the flag kollab.update_news' })
  @ApiUnprocessableEntityResponse({ description: 'limit not a whole number from 1 to 10' })
  list(@CurrentPrincipal() principal: RequestPrincipal, @Query() query: ListUpdatesQuery): Promise<ListPage<UpdateView>> {
    if (!principal.flags.includes(UPDATE_NEWS_FLAG)) throw DomainRefusal.forbidden('news.updates_disabled');
    return this.queries.execute<ListUpdates, ListPage<UpdateView>>(new ListUpdates(1, query.limit ?? UPDATE_LIST_LIMIT, Date.now()));
  }
}
