import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { ContactCommand, PersonDraft } from '../domain/contact.commands';
import { decideContact } from '../domain/contact.decide';
import { ContactFactsReader } from './contact-facts.reader';
import { contactAggregate } from './contact.aggregate';
import { newId } from '../../../core/aggregates/new-id';

export type ContactPersonChange =
  | { type: 'AddContactPerson'; draft: PersonDraft }
  | { type: 'ChangeContactPerson'; personId: string; draft: PersonDraft }
  | { type: 'RemoveContactPerson'; personId: string };

/** A change to one person of a contact (persons live in the contact's stream). */
export class ChangeContactPerson {
  /** The person's id: new for an add, else the one in the path. */
  readonly personId: string;
  constructor(
    readonly context: CommandContext,
    readonly contactId: string,
    readonly change: ContactPersonChange,
    readonly basedOn?: number,
  ) {
    this.personId = change.type === 'AddContactPerson' ? newId() : change.personId;
  }
}

@CommandHandler(ChangeContactPerson)
export class ChangeContactPersonHandler implements ICommandHandler<ChangeContactPerson, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: ContactFactsReader,
  ) {}

  async execute({ context, contactId, personId, change, basedOn }: ChangeContactPerson): Promise<AppendResult> {
    let command: ContactCommand;
    if (change.type === 'RemoveContactPerson') {
      command = { type: 'RemoveContactPerson', data: { person_id: personId } };
    } else {
      const facts = { activeMemberIds: await this.facts.activeMembers(context.accountId, [change.draft.account_manager]), today: context.now };
      command = { type: change.type, data: { person_id: personId, draft: change.draft, facts } };
    }
    return this.repository.execute(contactAggregate, context, contactId, (state) => decideContact(command, state), basedOn);
  }
}
