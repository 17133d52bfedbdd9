import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import type { ImageUpload } from '../../../core/files/image-upload';
import { accountAggregate } from './account.aggregate';
import type { AccountCommand } from '../domain/account.commands';
import { decideAccount } from '../domain/account.decide';
import type { AccountImage } from '../domain/account.events';

/** Files kind of an account picture: `account_logo`, `account_icon` (any member may download them). */
export const accountImageKind = (image: AccountImage): string => `account_${image}`;

export class ChangeAccountImage {
  constructor(
    readonly context: CommandContext,
    readonly image: AccountImage,
    /** The checked image; null removes the picture. */
    readonly upload: ImageUpload | null,
  ) {}
}

/**
 * Stores the picture in the account's files, then appends AccountImageChanged with
 * its id (or AccountImageRemoved). A refused or lost append removes the new file
 * again; after the append the replaced file is removed (history keeps its id only).
 */
@CommandHandler(ChangeAccountImage)
export class ChangeAccountImageHandler implements ICommandHandler<ChangeAccountImage, AppendResult> {
  private readonly logger = new Logger('ChangeAccountImage');

  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ context, image, upload }: ChangeAccountImage): Promise<AppendResult> {
    const accountId = context.accountId;
    const stored = upload
      ? await this.files.put({ accountId, kind: accountImageKind(image), ownerId: accountId }, upload.bytes, upload.contentType)
      : null;
    const command: AccountCommand = stored
      ? { type: 'ChangeAccountImage', data: { image, file_id: stored.id } }
      : { type: 'RemoveAccountImage', data: { image } };
    let replaced: string | null = null;
    let result: AppendResult;
    try {
      result = await this.repository.execute(accountAggregate, context, accountId, (state) => {
        replaced = state.images[image];
        return decideAccount(command, state);
      });
    } catch (error) {
      if (stored) await this.files.delete(accountId, stored.id);
      throw error;
    }
    const old: string | null = replaced;
    if (old && old !== stored?.id) {
      // The event stands; a file left behind is only disk space.
      await this.files.delete(accountId, old).catch((error: unknown) => this.logger.warn(`account picture ${old} not removed: ${String(error)}`));
    }
    return result;
  }
}
