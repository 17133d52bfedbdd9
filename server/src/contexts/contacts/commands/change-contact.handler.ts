import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contactNumberKey, DomainRefusal } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { streamIdOf } from '../../../core/aggregates/aggregate';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { ContactCommand, ContactDraft } from '../domain/contact.commands';
import { decideContact } from '../domain/contact.decide';
import { fieldsOf } from '../domain/contact.state';
import { ContactNumberReservations } from '../store/contact-number-reservations';
import { ContactFactsReader } from './contact-facts.reader';
import { contactAggregate } from './contact.aggregate';

export class ChangeContact {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly draft: ContactDraft,
    /** If-Match: the version the client edited. */
    readonly basedOn?: number,
  ) {}
}

/**
 * PUT: the draft replaces the contact's fields. The number is reserved (a no-op when
 * the contact holds it already); after the append the old one is given back, after a
 * failure the new one.
 */
@CommandHandler(ChangeContact)
export class ChangeContactHandler implements ICommandHandler<ChangeContact, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: ContactFactsReader,
    private readonly reservations: ContactNumberReservations,
  ) {}

  async execute({ context, id, draft, basedOn }: ChangeContact): Promise<AppendResult> {
    const accountId = context.accountId;
    const loaded = await this.repository.load(contactAggregate, accountId, id);
    if (loaded.state.status !== 'active') throw DomainRefusal.notFound('contacts.contact_not_found');
    // A stale edit is refused before anything is reserved.
    if (basedOn !== undefined && basedOn !== loaded.version)
      throw new WrongExpectedVersionError(streamIdOf(contactAggregate, id), basedOn, loaded.version);
    const facts = await this.facts.forContact(accountId, draft, fieldsOf(loaded.state));
    const command: ContactCommand = { type: 'ChangeContact', data: { draft, facts } };
    await this.reservations.precheck(accountId, id, draft.number, () => decideContact(command, loaded.state));
    await this.reservations.reserve(accountId, id, draft.number);
    // The number the contact had when the decision ran (as loaded, should it not run at all).
    let previous = loaded.state.number;
    const renumbered = () => contactNumberKey(previous) !== contactNumberKey(draft.number);
    try {
      const result = await this.repository.execute(
        contactAggregate,
        context,
        id,
        (state) => {
          if (state.status === 'active') previous = state.number;
          return decideContact(command, state);
        },
        basedOn,
      );
      if (renumbered()) await this.reservations.release(accountId, id, previous);
      return result;
    } catch (error) {
      // Never give back the number the contact still has.
      if (renumbered()) await this.reservations.release(accountId, id, draft.number);
      throw error;
    }
  }
}
