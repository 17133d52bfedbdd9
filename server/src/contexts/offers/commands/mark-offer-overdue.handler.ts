import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decideOffer } from '../domain/offer.decide';
import { offerAggregate } from './offer.aggregate';

/** The system (the overdue job) marks an offer overdue; no person acts, so the policy is not asked. */
export class MarkOfferOverdue {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    /** The `valid_until` the job was scheduled for. */
    readonly validUntil: string,
  ) {}
}

@CommandHandler(MarkOfferOverdue)
export class MarkOfferOverdueHandler implements ICommandHandler<MarkOfferOverdue, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, validUntil }: MarkOfferOverdue): Promise<AppendResult> {
    const today = context.now.toISOString().slice(0, 10);
    return this.repository.execute(offerAggregate, context, id, (state) =>
      decideOffer({ type: 'MarkOfferOverdue', data: { valid_until: validUntil, today } }, state),
    );
  }
}
