import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OfferRate } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decideOfferRates } from '../domain/offer-rates';
import { offerRatesAggregate } from './offer.aggregate';

/** A manager sets the account's hourly rates for offers (stream `offer_rates-<accountId>`; the route checked the role). */
export class SetOfferRates {
  constructor(
    readonly context: CommandContext,
    readonly rates: Record<OfferRate, number | string>,
    /** If-Match: the rates' version the change is based on. */
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(SetOfferRates)
export class SetOfferRatesHandler implements ICommandHandler<SetOfferRates, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, rates, basedOn }: SetOfferRates): Promise<AppendResult> {
    const actorId = context.actorId ?? '';
    return this.repository.execute(
      offerRatesAggregate,
      context,
      context.accountId,
      (state) => decideOfferRates({ type: 'SetOfferRates', data: { rates, actor_id: actorId } }, state),
      basedOn,
    );
  }
}
