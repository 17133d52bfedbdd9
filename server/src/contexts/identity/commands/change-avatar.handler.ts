import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import type { ImageUpload } from '../../../core/files/image-upload';
import { decideChangeAvatar, decideRemoveAvatar } from '../domain/user.decide';
import { SYSTEM_ACCOUNT_ID } from '../domain/user.state';
import { UserStream, type UserWrite } from './user-stream';

/** Files kind of user pictures (stored under `_system`: a user is no account's). */
export const AVATAR_FILE_KIND = 'avatar';

export class ChangeAvatar {
  constructor(
    readonly userId: string,
    /** The checked image; null removes the picture. */
    readonly image: ImageUpload | null,
    readonly context: CommandContext,
  ) {}
}

/**
 * Stores the picture first, then appends UserAvatarChanged with its file id (or
 * UserAvatarRemoved). A refused or lost append removes the new file again; after
 * the append the replaced file is removed (history keeps its id, not its bytes).
 */
@CommandHandler(ChangeAvatar)
export class ChangeAvatarHandler implements ICommandHandler<ChangeAvatar, UserWrite> {
  private readonly logger = new Logger('ChangeAvatar');

  constructor(
    private readonly users: UserStream,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ userId, image, context }: ChangeAvatar): Promise<UserWrite> {
    if (!image) return this.removeReplaced(await this.users.execute(userId, context, decideRemoveAvatar));
    // A user who does not exist gets no file (and a 404).
    await this.users.living(userId);
    const stored = await this.files.put({ accountId: SYSTEM_ACCOUNT_ID, kind: AVATAR_FILE_KIND, ownerId: userId }, image.bytes, image.contentType);
    let write: UserWrite;
    try {
      write = await this.users.execute(userId, context, (state) => decideChangeAvatar(state, stored.id));
    } catch (error) {
      await this.files.delete(SYSTEM_ACCOUNT_ID, stored.id);
      throw error;
    }
    return this.removeReplaced(write);
  }

  private async removeReplaced(write: UserWrite): Promise<UserWrite> {
    const replaced = write.before.avatar_file_id;
    if (replaced && write.events.length > 0) {
      // The event stands; a file left behind is only disk space.
      await this.files
        .delete(SYSTEM_ACCOUNT_ID, replaced)
        .catch((error: unknown) => this.logger.warn(`avatar ${replaced} not removed: ${String(error)}`));
    }
    return write;
  }
}
