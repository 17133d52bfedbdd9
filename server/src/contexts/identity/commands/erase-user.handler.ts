import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EVENT_STORE, type EventStore } from '../../../core/event-store/event-store';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { decideEraseUser } from '../domain/user.decide';
import { redactUserEvent } from '../domain/user.redaction';
import { SYSTEM_ACCOUNT_ID, USER_STREAM_TYPE } from '../domain/user.state';
import { CredentialsStore } from '../secrets/credentials.store';
import { NameReservations } from '../secrets/name-reservations';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { RefreshTokenStore } from '../secrets/refresh-token.store';
import { AVATAR_FILE_KIND } from './change-avatar.handler';
import { UserStream } from './user-stream';

export class EraseUser {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

/**
 * UserErased (the projection drops the view), the personal fields of the user's
 * stored events blanked, then every secret and every picture of the user deleted and
 * the username and e-mail freed. Idempotent: erasing
 * again cleans up again.
 */
@CommandHandler(EraseUser)
export class EraseUserHandler implements ICommandHandler<EraseUser, void> {
  constructor(
    private readonly users: UserStream,
    private readonly credentials: CredentialsStore,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly oneTime: OneTimeTokenStore,
    private readonly names: NameReservations,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ userId, context }: EraseUser): Promise<void> {
    await this.users.execute(userId, context, decideEraseUser);
    // The stored events keep what happened, not who: personal fields are blanked.
    await this.events.redactStream(`${USER_STREAM_TYPE}-${userId}`, SYSTEM_ACCOUNT_ID, redactUserEvent);
    await this.files.deleteOwned({ accountId: SYSTEM_ACCOUNT_ID, kind: AVATAR_FILE_KIND, ownerId: userId });
    await this.credentials.delete(userId);
    await this.refreshTokens.deleteAll(userId);
    await this.oneTime.deleteAll(userId);
    await this.names.release(userId);
  }
}
