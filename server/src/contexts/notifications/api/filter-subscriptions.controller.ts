import { Body, Controller, Delete, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  DomainRefusal,
  FILTER_SUBSCRIPTIONS_MAX,
  FilterSubscriptionInput,
  type FilterSubscriptionListView,
  type FilterSubscriptionView,
  type WriteResult,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ExportSources } from '../../../core/export/export-sources';
import { ApiAnswer, dataSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { ChangeFilterSubscription, type SubscriptionFacts } from '../commands/filter-subscriptions.handler';
import { FILTER_SUBSCRIPTIONS_COLLECTION, type FilterSubscriptionRow } from '../projections/notifications.projection';
import { LIST_MATCHERS } from '../reactions/filter-matches.reaction';

const viewOf = ({ user_id: _user, query: _query, deleted: _deleted, ...view }: FilterSubscriptionRow): FilterSubscriptionView => view;

/**
 * Saved-filter subscriptions (issue 17): tell me when a task or an offer starts or stops matching
 * this saved filter of mine. The saved filters themselves live in the browser; the subscription
 * carries the filter's name and keys. Only the caller's own.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages)' })
@Controller('v1/filter_subscriptions')
export class FilterSubscriptionsController {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly exportSources: ExportSources,
    private readonly writes: WriteRoutes,
  ) {}

  private rows(accountId: string) {
    return this.store.collection<FilterSubscriptionRow>(FILTER_SUBSCRIPTIONS_COLLECTION).forAccount(accountId);
  }

  private async own(accountId: string, userId: string): Promise<FilterSubscriptionRow[]> {
    const rows = this.rows(accountId);
    return (await rows.getMany(await rows.findIds({ where: { user_id: userId, deleted: false } }))).sort((a, b) =>
      a.name.localeCompare(b.name, 'de'),
    );
  }

  /** The filter checked by its list's rules (422 `filter.<key>`), and what it became as the list's query. */
  private async facts(input: FilterSubscriptionInput): Promise<SubscriptionFacts> {
    const matcher = LIST_MATCHERS.find((candidate) => candidate.list === input.list)!;
    const filter = input.filter ?? {};
    const query = (await this.exportSources.checkFilter(matcher.exportKind, filter)) as Record<string, unknown>;
    return { list: input.list, name: input.name.trim(), filter, query: { ...query } };
  }

  @Get()
  @ApiOperation({ summary: 'My saved-filter subscriptions in this account, by name' })
  @ApiAnswer(dataSchema('FilterSubscriptionView'), { description: 'FilterSubscriptionListView' })
  async list(@CurrentAccountId() accountId: string, @CurrentPrincipal() principal: RequestPrincipal): Promise<FilterSubscriptionListView> {
    return { data: (await this.own(accountId, principal.userId)).map(viewOf) };
  }

  @Post()
  @ApiOperation({ summary: 'Subscribe to a saved filter of tasks or offers (FilterSubscribed)' })
  @ApiAnswer('WriteResult', { status: 201, description: 'of the new subscription' })
  @ApiResponse({ status: 409, description: 'notifications.subscription_name_taken (a subscription of the list with this name exists)' })
  @ApiResponse({
    status: 422,
    description: `list tasks or offers; name 1–80; filter.<key> as the list's filter; notifications.subscriptions_limit (${FILTER_SUBSCRIPTIONS_MAX})`,
  })
  async subscribe(@Write() call: WriteCall, @Body() input: FilterSubscriptionInput): Promise<WriteResult> {
    const facts = await this.facts(input);
    const mine = await this.own(call.accountId, call.principal.userId);
    if (mine.some((row) => row.list === facts.list && row.name.toLowerCase() === facts.name.toLowerCase()))
      throw DomainRefusal.conflict('notifications.subscription_name_taken');
    if (mine.length >= FILTER_SUBSCRIPTIONS_MAX) throw DomainRefusal.invalid('notifications.subscriptions_limit');
    const command = ChangeFilterSubscription.subscribe(call.context, call.principal.userId, facts);
    return this.writes.execute(call, command, command.id, 201);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rename it or change its filter (the saved filter was renamed or saved over; FilterSubscriptionChanged)' })
  @ApiParam({ name: 'id' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'notifications.subscription_not_found (unknown, deleted or another user’s)' })
  @ApiResponse({ status: 409, description: 'notifications.subscription_name_taken' })
  @ApiResponse({ status: 422, description: 'as POST; the list cannot change' })
  async change(@Write() call: WriteCall, @Param('id') id: string, @Body() input: FilterSubscriptionInput): Promise<WriteResult> {
    const facts = await this.facts(input);
    const mine = await this.own(call.accountId, call.principal.userId);
    if (mine.some((row) => row.id !== id && row.list === facts.list && row.name.toLowerCase() === facts.name.toLowerCase()))
      throw DomainRefusal.conflict('notifications.subscription_name_taken');
    return this.writes.execute(call, new ChangeFilterSubscription(call.context, id, { type: 'change', userId: call.principal.userId, facts }), id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Unsubscribe (FilterUnsubscribed)' })
  @ApiParam({ name: 'id' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'notifications.subscription_not_found (unknown, deleted or another user’s)' })
  remove(@Write() call: WriteCall, @Param('id') id: string): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeFilterSubscription(call.context, id, { type: 'unsubscribe', userId: call.principal.userId }), id);
  }
}
