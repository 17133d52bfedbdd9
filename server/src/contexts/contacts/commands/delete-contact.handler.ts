import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { decideContact } from '../domain/contact.decide';
import { ContactNumberReservations } from '../store/contact-number-reservations';
import { CONTACT_LOGO_KIND } from './change-contact-logo.handler';
import { contactAggregate } from './contact.aggregate';

export class DeleteContact {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly basedOn?: number,
  ) {}
}

/** Appends ContactDeleted, then gives the number back and removes the logo files (history keeps their ids). */
@CommandHandler(DeleteContact)
export class DeleteContactHandler implements ICommandHandler<DeleteContact, AppendResult> {
  private readonly logger = new Logger('DeleteContact');

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reservations: ContactNumberReservations,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ context, id, basedOn }: DeleteContact): Promise<AppendResult> {
    let number: string | undefined;
    const result = await this.repository.execute(
      contactAggregate,
      context,
      id,
      (state) => {
        number = state.status === 'active' ? state.number : undefined;
        return decideContact({ type: 'DeleteContact', data: {} }, state);
      },
      basedOn,
    );
    if (number !== undefined) await this.reservations.release(context.accountId, id, number);
    // The event stands; a file left behind is only disk space.
    await this.files
      .deleteOwned({ accountId: context.accountId, kind: CONTACT_LOGO_KIND, ownerId: id })
      .catch((error: unknown) => this.logger.warn(`logo of contact ${id} not removed: ${String(error)}`));
    return result;
  }
}
