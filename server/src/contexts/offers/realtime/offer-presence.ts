import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry } from '../../../core/realtime/presence-registry';
import { PolicyService } from '../../access/public/policy.service';
import { OfferReader } from '../queries/offer-reader';

/**
 * Presence on offers (core/realtime presence): a user may join an offer's viewers exactly
 * when they may read it now — the same `OfferReader.readable` (PolicyService) as GET v1/offers/{id}.
 */
@Injectable()
export class OfferPresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly reader: OfferReader,
    private readonly policy: PolicyService,
  ) {}

  onModuleInit(): void {
    this.registry.registerReadable('offer', async (principal, id) =>
      this.reader.readable(principal.accountId, await this.policy.actor(principal), id),
    );
  }
}
