import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserView } from '@kollab/contracts';
import { FILE_STORE, type FileContent, type FileStore } from '../../../core/files/file-store';
import { UserStream } from '../commands/user-stream';
import { SYSTEM_ACCOUNT_ID } from '../domain/user.state';
import { GetUser } from './get-user.handler';
import { DomainRefusal } from '@kollab/contracts';

export class GetUserAvatar {
  constructor(
    readonly viewerId: string,
    readonly userId: string,
  ) {}
}

export interface UserAvatar {
  file: FileContent;
  /** The current avatar_url (with its `?v=`). */
  url: string | null;
}

/**
 * A user's picture for whoever may see the user (GetUser's rule: oneself, a user
 * sharing an account, or a system admin), else 404; 404 too without a picture. The
 * file id is the stream's (the view has only the address).
 */
@QueryHandler(GetUserAvatar)
export class GetUserAvatarHandler implements IQueryHandler<GetUserAvatar, UserAvatar> {
  constructor(
    private readonly queries: QueryBus,
    private readonly users: UserStream,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ viewerId, userId }: GetUserAvatar): Promise<UserAvatar> {
    const view = await this.queries.execute<GetUser, UserView>(new GetUser(viewerId, userId));
    const { state } = await this.users.load(userId);
    const file = state.avatar_file_id ? await this.files.get(SYSTEM_ACCOUNT_ID, state.avatar_file_id) : undefined;
    if (!file) throw DomainRefusal.notFound();
    return { file, url: view.avatar_url };
  }
}
