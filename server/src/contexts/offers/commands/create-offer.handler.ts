import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainRefusal, policyItem, type PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { newId } from '../../../core/aggregates/new-id';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { CreateOffer as CreateOfferCommand, OfferDraftFields } from '../domain/offer.commands';
import { decideOffer } from '../domain/offer.decide';
import { initialOfferState } from '../domain/offer.state';
import { OfferNumberCounter } from '../store/offer-number-counter';
import { OfferFactsReader } from './offer-facts.reader';
import { offerAggregate } from './offer.aggregate';

export class CreateOffer {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly fields: OfferDraftFields,
    readonly publish: boolean,
  ) {}
}

/**
 * POST v1/offers: checks the fields first (a refusal takes no number and appends nothing),
 * asks the policy (`create` in the team), takes the type's next number and appends
 * OfferCreated (and OfferPublished) with the account's current hourly rates, which the
 * offer keeps until it is recalculated.
 */
@CommandHandler(CreateOffer)
export class CreateOfferHandler implements ICommandHandler<CreateOffer, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: OfferFactsReader,
    private readonly numbers: OfferNumberCounter,
  ) {}

  async execute({ context, id, actor, fields, publish }: CreateOffer): Promise<AppendResult> {
    const accountId = context.accountId;
    const type = fields.type ? ((await this.facts.offerType(accountId, fields.type)) ?? null) : undefined;
    const [facts, rates] = await Promise.all([this.facts.fieldFacts(accountId, fields, type), this.facts.currentRates(accountId)]);
    const command = (number: string | null): CreateOfferCommand => ({
      type: 'CreateOffer',
      data: { fields, publish, number, rates, actor: { userId: actor.userId, now: context.now.toISOString() }, facts },
    });
    decideOffer(command(null), initialOfferState());
    if (!this.policy.can(actor, 'create', policyItem('offer', { teamIds: fields.team ? [fields.team] : [] })))
      throw DomainRefusal.forbidden('auth.forbidden');
    const number = type?.short ? await this.numbers.next(accountId, type.short) : null;
    return this.repository.execute(offerAggregate, context, id, (state) => decideOffer(command(number), state));
  }
}
