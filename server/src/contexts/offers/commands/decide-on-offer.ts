import { DomainRefusal, type PolicyAction, type PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { PolicyService } from '../../access/public/policy.service';
import { offerPolicyItem } from '../domain/offer-policy';
import type { OfferCommand } from '../domain/offer.commands';
import { decideOffer } from '../domain/offer.decide';
import { offerNotFound } from '../domain/offer.errors';
import type { LiveOffer } from '../domain/offer.state';
import { offerAggregate } from './offer.aggregate';

const ATTEMPTS = 5;

/** Who asks, and what the policy must allow them on the offer before anything is decided. */
export interface OfferPermission {
  actor: PolicyActor;
  action: PolicyAction;
}

/** The policy's answer on a live offer: 404 when the actor may not even read it, 403 when not `action`. */
export async function authorizeOffer(policy: PolicyService, accountId: string, offer: LiveOffer, permission: OfferPermission): Promise<void> {
  const item = offerPolicyItem(offer, await policy.creatorFacts(accountId, offer.created_by));
  if (!policy.can(permission.actor, 'read', item)) throw offerNotFound();
  if (!policy.can(permission.actor, permission.action, item)) throw DomainRefusal.forbidden('auth.forbidden');
}

/**
 * Loads `offer-<id>`, asks the policy, decides `command(offer)` and appends with the version
 * decided on. Without `basedOn` (If-Match or `version`) the caller meant the offer as it is
 * now, so a concurrent change is decided again on the new state; with it, a stale edit is a
 * 409 `concurrency.wrong_expected_version`.
 */
export async function decideOnOffer(
  repository: EventSourcedRepository,
  policy: PolicyService,
  context: CommandContext,
  id: string,
  permission: OfferPermission,
  /** The command on the offer as loaded (it may look up facts first: the append refuses an offer that changed meanwhile). */
  command: (offer: LiveOffer) => OfferCommand | Promise<OfferCommand>,
  basedOn?: number,
  /** Runs once the policy allowed the command, before the append (e.g. taking a number). */
  beforeAppend?: () => Promise<void>,
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt += 1) {
    const loaded = await repository.current(offerAggregate, context.accountId, id);
    const offer = loaded.state;
    if (offer.lifecycle !== 'live') throw offerNotFound();
    await authorizeOffer(policy, context.accountId, offer, permission);
    await beforeAppend?.();
    const decision = await command(offer);
    try {
      return await repository.execute(offerAggregate, context, id, (now) => decideOffer(decision, now), basedOn ?? loaded.version, loaded);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || basedOn !== undefined || attempt >= ATTEMPTS) throw error;
    }
  }
}
