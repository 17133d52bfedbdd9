import { Injectable } from '@nestjs/common';
import { offerRatesView, type OfferRatesView } from '@kollab/contracts';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { offerRatesAggregate } from '../commands/offer.aggregate';

/** The account's hourly rates as GET v1/account_manager/offer_rates answers them, read from their stream. */
@Injectable()
export class OfferRatesReader {
  constructor(private readonly repository: EventSourcedRepository) {}

  async view(accountId: string): Promise<OfferRatesView> {
    const { state, version } = await this.repository.current(offerRatesAggregate, accountId, accountId);
    return { ...offerRatesView(state.rates), updated_at: state.updated_at, version };
  }
}
