import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainRefusal, policyItem, type PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { ChangeOffer as ChangeOfferCommand } from '../domain/offer.commands';
import { OfferNumberCounter } from '../store/offer-number-counter';
import { decideOnOffer } from './decide-on-offer';
import { OfferFactsReader } from './offer-facts.reader';
import { offerAggregate } from './offer.aggregate';

export type OfferChanges = ChangeOfferCommand['data']['changes'];

export class ChangeOffer {
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly id: string,
    readonly changes: OfferChanges,
    readonly publish: boolean | undefined,
    /** If-Match or the body's `version`. */
    readonly basedOn?: number,
  ) {}
}

/**
 * PATCH v1/offers/{id}: the fields sent change (`edit` by the policy; moving the offer into
 * another team needs `create` there too). The contact person is checked against the contact
 * the offer will have. An offer that gets its first type takes the type's next number
 * before the append (a refused change leaves a gap in the numbers).
 */
@CommandHandler(ChangeOffer)
export class ChangeOfferHandler implements ICommandHandler<ChangeOffer, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: OfferFactsReader,
    private readonly numbers: OfferNumberCounter,
  ) {}

  async execute({ context, actor, id, changes, publish, basedOn }: ChangeOffer): Promise<AppendResult> {
    const accountId = context.accountId;
    const [type, current] = await Promise.all([
      changes.type ? this.facts.offerType(accountId, changes.type).then((found) => found ?? null) : undefined,
      this.repository.current(offerAggregate, accountId, id),
    ]);
    const mayCreateInTeam = !changes.team || this.policy.can(actor, 'create', policyItem('offer', { teamIds: [changes.team] }));
    let number: string | undefined;
    const firstType = current.state.lifecycle === 'live' && current.state.number === null ? type : undefined;
    return decideOnOffer(
      this.repository,
      this.policy,
      context,
      id,
      { actor, action: 'edit' },
      async (offer): Promise<ChangeOfferCommand> => {
        if (changes.team && changes.team !== offer.team && !mayCreateInTeam) throw DomainRefusal.forbidden('auth.forbidden');
        const facts = await this.facts.fieldFacts(
          accountId,
          {
            type: changes.type,
            team: changes.team,
            contact: changes.contact === undefined ? offer.contact : changes.contact,
            contact_person: changes.contact_person === undefined ? offer.contact_person : changes.contact_person,
          },
          type,
        );
        return {
          type: 'ChangeOffer',
          data: { changes, publish, number, actor: { userId: actor.userId, now: context.now.toISOString() }, facts },
        };
      },
      basedOn,
      async () => {
        if (firstType?.short && number === undefined) number = await this.numbers.next(accountId, firstType.short);
      },
    );
  }
}
