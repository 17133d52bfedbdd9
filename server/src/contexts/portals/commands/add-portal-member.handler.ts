import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AddPortalMemberInput } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PORTAL_MEMBER_ONBOARDING, type PortalMemberOnboarding } from '../../accounts/public/portal-member-onboarding';
import { decidePortal } from '../domain/portal.decide';
import { alreadyInPortal, portalNotFound } from '../domain/portal.errors';
import { portalAggregate } from './portal.aggregate';
import { PortalFactsReader } from './portal-facts.reader';
import { DomainRefusal } from '@kollab/contracts';

export class AddPortalMember {
  constructor(
    readonly context: CommandContext,
    readonly portalId: string,
    readonly input: AddPortalMemberInput,
  ) {}
}

export interface PortalMemberAdded {
  userId: string;
  result: AppendResult;
}

/** "Anna Maria Schmidt" → first "Anna Maria", last "Schmidt"; one word serves as both. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return { first_name: words.join(' ') || last, last_name: last };
}

/**
 * A contact person of the portal's contact becomes a portal user: the rules are checked
 * first (portal live, person of this contact with an e-mail, not in the portal yet), then
 * the person is made an account member with the contact role (accounts: portal user slots,
 * invitation mail), then the membership is recorded. Two steps, not one transaction: if
 * the last append fails the person is a portal member of the account without a portal,
 * and a retry finds and reuses that membership.
 */
@CommandHandler(AddPortalMember)
export class AddPortalMemberHandler implements ICommandHandler<AddPortalMember, PortalMemberAdded> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: PortalFactsReader,
    @Inject(PORTAL_MEMBER_ONBOARDING) private readonly onboarding: PortalMemberOnboarding,
  ) {}

  async execute({ context, portalId, input }: AddPortalMember): Promise<PortalMemberAdded> {
    const { state } = await this.repository.load(portalAggregate, context.accountId, portalId);
    if (state.status !== 'active') throw portalNotFound();
    if (Object.values(state.members).some((member) => member.personId === input.person_id)) throw alreadyInPortal();
    const contact = await this.facts.contact(context.accountId, state.contactId ?? portalId);
    const person = contact?.persons.find((candidate) => candidate.id === input.person_id);
    if (!person) throw new DomainRefusal('invalid', 'portals.person_not_found', { person_id: [{ key: 'portals.person_not_found' }] });
    if (!person.email) throw new DomainRefusal('invalid', 'portals.person_without_email', { person_id: [{ key: 'portals.person_without_email' }] });

    const { userId } = await this.onboarding.ensurePortalMember(context, { email: person.email, ...splitName(person.name) });
    const result = await this.repository.execute(portalAggregate, context, portalId, (current) =>
      decidePortal(
        {
          type: 'AddPortalMember',
          data: { user_id: userId, person_id: input.person_id, extended_permissions: input.extended_permissions ?? false },
        },
        current,
      ),
    );
    // The onboarding may have appended a user and a membership first: the answer waits for every projection.
    return { userId, result: { ...result, eventTypes: undefined } };
  }
}
