import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { ChangeOffer, CreateOffer, MarkOfferOverdue, OfferCommand } from '../domain/offer.commands';
import { decideOnOffer, type OfferPermission } from './decide-on-offer';
import { OfferFactsReader } from './offer-facts.reader';

/** Every command a person sends on an existing offer besides PATCH of its fields (the overdue job has its own). */
export type OfferAction = Exclude<OfferCommand, CreateOffer | ChangeOffer | MarkOfferOverdue>;

/**
 * Delete, status (with outcome), recalculate, viewers, watching, comments: `permission`
 * names what the policy must allow (edit, delete, or read for watching and commenting);
 * the decider has the rest. A recalculation takes the account's rates of the moment.
 */
export class PerformOfferAction {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly permission: OfferPermission,
    readonly action: OfferAction,
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(PerformOfferAction)
export class PerformOfferActionHandler implements ICommandHandler<PerformOfferAction, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: OfferFactsReader,
  ) {}

  execute({ context, id, permission, action, basedOn }: PerformOfferAction): Promise<AppendResult> {
    return decideOnOffer(this.repository, this.policy, context, id, permission, () => this.withFacts(context.accountId, action), basedOn);
  }

  /** The rates a recalculation takes are read once the policy allowed it, right before the decision. */
  private async withFacts(accountId: string, action: OfferAction): Promise<OfferAction> {
    if (action.type !== 'RecalculateOffer') return action;
    return { type: 'RecalculateOffer', data: { rates: await this.facts.currentRates(accountId) } };
  }
}
