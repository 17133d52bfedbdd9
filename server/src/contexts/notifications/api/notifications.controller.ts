import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  ListNotificationsQuery,
  MarkNotificationInput,
  type NotificationCountView,
  type NotificationListView,
  type WriteResult,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer, pageSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { MarkNotifications } from '../commands/mark-notifications.handler';
import { NotificationReader } from '../queries/notification-reader';

/**
 * The caller's notifications in the account (issue 17): the inbox newest first, the unread
 * count (the badge; pushed as `notifications/changed`), marking one read or unread, marking
 * all read. Only notifications about items the caller may read now are delivered.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages)' })
@Controller('v1/notifications')
export class NotificationsController {
  constructor(
    private readonly reader: NotificationReader,
    private readonly writes: WriteRoutes,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My notifications, newest first: page, limit, filter[unread]' })
  @ApiAnswer(pageSchema('NotificationView'), { description: 'NotificationListView' })
  @ApiResponse({ status: 422, description: 'bad page, limit or filter' })
  list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListNotificationsQuery,
  ): Promise<NotificationListView> {
    return this.reader.list(accountId, principal.userId, query);
  }

  @Get('unread_count')
  @ApiOperation({ summary: 'How many of my notifications are unread (counted up to 100; the client shows 99+)' })
  @ApiAnswer('NotificationCountView')
  unreadCount(@CurrentAccountId() accountId: string, @CurrentPrincipal() principal: RequestPrincipal): Promise<NotificationCountView> {
    return this.reader.unreadCount(accountId, principal.userId);
  }

  @Post('read_all')
  @ApiOperation({ summary: 'Mark every notification up to now read (AllNotificationsRead)' })
  @ApiAnswer('WriteResult')
  readAll(@Write() call: WriteCall): Promise<WriteResult> {
    const userId = call.principal.userId;
    return this.writes.execute(call, new MarkNotifications(call.context, userId, { all: true }), userId);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark one of my notifications read or unread (NotificationsMarked)' })
  @ApiParam({ name: 'id' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'notifications.notification_not_found (unknown, another user’s, or about an item I no longer read)' })
  @ApiResponse({ status: 422, description: 'read: a boolean' })
  async mark(@Write() call: WriteCall, @Param('id') id: string, @Body() input: MarkNotificationInput): Promise<WriteResult> {
    const userId = call.principal.userId;
    await this.reader.own(call.accountId, userId, id);
    return this.writes.execute(call, new MarkNotifications(call.context, userId, { ids: [id], read: input.read }), userId);
  }
}
