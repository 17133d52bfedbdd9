import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ListUpdatesQuery, UPDATE_LIST_LIMIT, type ListPage, type UpdateView } from '@kollab/contracts';
import { ListUpdates } from '../queries/list-updates.handler';
import { LIMIT_QUERY, UPDATE_LIST_SCHEMA } from './news.openapi';

/** GET /api/v2/updates: the what's-new drawer of every signed-in member (token and Account signature). */
@ApiTags('news')
@ApiBearerAuth()
@ApiSecurity('Account')
@Controller('v2/updates')
export class UpdatesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The newest updates (what\'s new), newest first; scheduled ones are not shown yet' })
  @ApiQuery(LIMIT_QUERY)
  @ApiOkResponse({ description: '{ data: UpdateView[], meta }', schema: UPDATE_LIST_SCHEMA })
  @ApiUnauthorizedResponse({ description: 'no or bad access token' })
  @ApiUnprocessableEntityResponse({ description: 'limit not a whole number from 1 to 10' })
  list(@Query() query: ListUpdatesQuery): Promise<ListPage<UpdateView>> {
    return this.queries.execute<ListUpdates, ListPage<UpdateView>>(new ListUpdates(1, query.limit ?? UPDATE_LIST_LIMIT, Date.now()));
  }
}
