import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  DomainRefusal,
  NotificationSettingsInput,
  UnsubscribeQuery,
  type NotificationSettingsView,
  type UnsubscribeView,
  type WriteResult,
} from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { CurrentAccountId, CurrentPrincipal, Public } from '../../../core/auth/auth.decorators';
import { JWT_SECRET } from '../../../core/auth/jwt-secret';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { MAIL_SENDERS, type MailSenders } from '../../../core/mail/mail-senders';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ChangeNotificationSettings, notificationSettingsAggregate } from '../commands/notification-settings.handler';
import { settingsView } from '../domain/notification-settings';
import { verifyUnsubscribeToken } from '../mail/unsubscribe-token';

const own = (principal: RequestPrincipal, id: string): void => {
  if (id !== principal.userId) throw DomainRefusal.forbidden('notifications.settings_not_own');
};

/**
 * How the caller is mailed about their notifications in the account (issue 17): immediately (a
 * minute's notifications in one mail), daily (a digest at 07:00 in their time zone) or off, and
 * which kinds. Only the caller's own settings.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@Controller('v1/users/:id/notification_settings')
export class NotificationSettingsController {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly writes: WriteRoutes,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My notification mail settings in this account (the defaults until saved: daily, every kind, Europe/Berlin)' })
  @ApiParam({ name: 'id', description: 'my user id' })
  @ApiAnswer('NotificationSettingsView')
  @ApiResponse({ status: 403, description: 'notifications.settings_not_own (another user’s); account header problems' })
  async get(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id') id: string,
  ): Promise<NotificationSettingsView> {
    own(principal, id);
    const { state, version } = await this.repository.current(notificationSettingsAggregate, accountId, id);
    return settingsView(state, version);
  }

  @Put()
  @ApiOperation({ summary: 'Change them (NotificationSettingsChanged; nothing when unchanged). Kinds left out stay as they were.' })
  @ApiParam({ name: 'id', description: 'my user id' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 403, description: 'notifications.settings_not_own (another user’s); account header problems' })
  @ApiResponse({ status: 422, description: 'email one of immediately, daily, off; kinds.<kind> a boolean; time_zone an IANA zone' })
  change(@Write() call: WriteCall, @Param('id') id: string, @Body() input: NotificationSettingsInput): Promise<WriteResult> {
    own(call.principal, id);
    const { email, kinds, time_zone } = input;
    return this.writes.execute(
      call,
      new ChangeNotificationSettings(call.context, id, { email, kinds: kinds && { ...kinds }, time_zone }, 'profile'),
      id,
    );
  }
}

/** The unsubscribe link of every notification mail: no login, the signed token says who. */
@ApiTags('notifications')
@Public()
@Controller('v1/notification_settings')
export class UnsubscribeController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(JWT_SECRET) private readonly key: string,
    @Inject(MAIL_SENDERS) private readonly senders: MailSenders,
  ) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn my notification mails off with the signed token of a mail (one click, RFC 8058: List-Unsubscribe-Post)',
    description: 'Answers the same when they were off already. The token does not expire and can only turn mails off.',
  })
  @ApiAnswer('UnsubscribeView')
  @ApiResponse({ status: 400, description: 'notifications.unsubscribe_invalid (tampered, truncated or not ours)' })
  @ApiResponse({ status: 422, description: 'token missing' })
  async unsubscribe(@Query() query: UnsubscribeQuery): Promise<UnsubscribeView> {
    const subject = verifyUnsubscribeToken(this.key, query.token);
    if (!subject) throw DomainRefusal.malformed('notifications.unsubscribe_invalid');
    const context = commandContext(subject.accountId, subject.userId);
    await this.commands.execute(new ChangeNotificationSettings(context, subject.userId, { email: 'off' }, 'unsubscribe'));
    const sender = await this.senders.senderFor(subject.accountId);
    return { email: 'off', account_name: sender?.name ?? '' };
  }
}
