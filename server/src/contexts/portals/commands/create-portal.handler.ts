import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatePortalInput } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decidePortal } from '../domain/portal.decide';
import { portalAggregate } from './portal.aggregate';
import { PortalFactsReader } from './portal-facts.reader';

export class CreatePortal {
  constructor(
    readonly context: CommandContext,
    readonly input: CreatePortalInput,
  ) {}
}

/** A portal for a contact (its id is the contact's id). */
@CommandHandler(CreatePortal)
export class CreatePortalHandler implements ICommandHandler<CreatePortal, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: PortalFactsReader,
  ) {}

  async execute({ context, input }: CreatePortal): Promise<AppendResult> {
    const [contact, eligible] = await Promise.all([
      this.facts.contact(context.accountId, input.contact_id),
      this.facts.eligibleContactPerson(context.accountId, input.contact_person),
    ]);
    return this.repository.execute(portalAggregate, context, input.contact_id, (state) =>
      decidePortal(
        {
          type: 'CreatePortal',
          data: { contact_id: input.contact_id, contact_person: input.contact_person, contact_exists: Boolean(contact), person_eligible: eligible },
        },
        state,
      ),
    );
  }
}
