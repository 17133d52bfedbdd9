import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import type { ImageUpload } from '../../../core/files/image-upload';
import type { ContactCommand } from '../domain/contact.commands';
import { decideContact } from '../domain/contact.decide';
import { contactAggregate } from './contact.aggregate';
import { DomainRefusal } from '@kollab/contracts';

/** Files kind of contact logos (any member of the account may download them by id). */
export const CONTACT_LOGO_KIND = 'contact_logo';

export class ChangeContactLogo {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    /** The checked image; null removes the logo. */
    readonly upload: ImageUpload | null,
    readonly basedOn?: number,
  ) {}
}

/**
 * Stores the image in the account's files (only for a live contact), then appends
 * ContactLogoChanged with its id (or ContactLogoRemoved). A refused or lost append
 * removes the new file again; after the append the replaced file is removed.
 */
@CommandHandler(ChangeContactLogo)
export class ChangeContactLogoHandler implements ICommandHandler<ChangeContactLogo, AppendResult> {
  private readonly logger = new Logger('ChangeContactLogo');

  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ context, id, upload, basedOn }: ChangeContactLogo): Promise<AppendResult> {
    const accountId = context.accountId;
    const { state } = await this.repository.load(contactAggregate, accountId, id);
    if (state.status !== 'active') throw DomainRefusal.notFound('contacts.contact_not_found');
    const stored = upload ? await this.files.put({ accountId, kind: CONTACT_LOGO_KIND, ownerId: id }, upload.bytes, upload.contentType) : null;
    const command: ContactCommand = stored ? { type: 'ChangeContactLogo', data: { file_id: stored.id } } : { type: 'RemoveContactLogo', data: {} };
    let replaced: string | null = null;
    let result: AppendResult;
    try {
      result = await this.repository.execute(
        contactAggregate,
        context,
        id,
        (current) => {
          replaced = current.status === 'active' ? current.logo : null;
          return decideContact(command, current);
        },
        basedOn,
      );
    } catch (error) {
      if (stored) await this.files.delete(accountId, stored.id);
      throw error;
    }
    const old: string | null = replaced;
    if (old && old !== stored?.id) {
      await this.files.delete(accountId, old).catch((error: unknown) => this.logger.warn(`contact logo ${old} not removed: ${String(error)}`));
    }
    return result;
  }
}
