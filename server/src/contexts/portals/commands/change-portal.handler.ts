import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { ChangePortalMember, DeletePortal, RemovePortalMember } from '../domain/portal.commands';
import { decidePortal } from '../domain/portal.decide';
import { portalAggregate } from './portal.aggregate';
import { PortalFactsReader } from './portal-facts.reader';

/** The changes of an existing portal; a new contact person is checked for eligibility first. */
export type PortalChange = { type: 'ChangeContactPerson'; contact_person: string } | DeletePortal | ChangePortalMember | RemovePortalMember;

export class ChangePortal {
  constructor(
    readonly context: CommandContext,
    readonly portalId: string,
    readonly change: PortalChange,
    /** If-Match: the version the client edited. */
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(ChangePortal)
export class ChangePortalHandler implements ICommandHandler<ChangePortal, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: PortalFactsReader,
  ) {}

  async execute({ context, portalId, change, basedOn }: ChangePortal): Promise<AppendResult> {
    const command =
      change.type === 'ChangeContactPerson'
        ? {
            type: 'ChangePortalContactPerson' as const,
            data: {
              contact_person: change.contact_person,
              person_eligible: await this.facts.eligibleContactPerson(context.accountId, change.contact_person),
            },
          }
        : change;
    return this.repository.execute(portalAggregate, context, portalId, (state) => decidePortal(command, state), basedOn);
  }
}
