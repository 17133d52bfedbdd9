import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { ContactCommand, ContactDraft } from '../domain/contact.commands';
import { decideContact } from '../domain/contact.decide';
import { initialContactState } from '../domain/contact.state';
import { ContactNumberReservations } from '../store/contact-number-reservations';
import { ContactFactsReader } from './contact-facts.reader';
import { contactAggregate } from './contact.aggregate';
import { newId } from '../../../core/aggregates/new-id';

export class CreateContact {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly draft: ContactDraft,
  ) {}
}

/**
 * Checks the fields first (a refusal reserves nothing, and names a taken number in the
 * same answer), reserves the number, appends ContactCreated; a failed append gives the
 * number back.
 */
@CommandHandler(CreateContact)
export class CreateContactHandler implements ICommandHandler<CreateContact, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: ContactFactsReader,
    private readonly reservations: ContactNumberReservations,
  ) {}

  async execute({ context, id, draft }: CreateContact): Promise<AppendResult> {
    const accountId = context.accountId;
    const command: ContactCommand = { type: 'CreateContact', data: { draft, facts: await this.facts.forContact(accountId, draft) } };
    await this.reservations.precheck(accountId, id, draft.number, () => decideContact(command, initialContactState()));
    await this.reservations.reserve(accountId, id, draft.number);
    try {
      return await this.repository.execute(contactAggregate, context, id, (state) => decideContact(command, state));
    } catch (error) {
      await this.reservations.release(accountId, id, draft.number);
      throw error;
    }
  }
}
