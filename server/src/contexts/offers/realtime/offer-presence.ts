import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { isRefusal } from '@kollab/contracts';
import { PresenceRegistry, type PresencePrincipal } from '../../../core/realtime/presence-registry';
import { PolicyService } from '../../access/public/policy.service';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { OfferReader } from '../queries/offer-reader';

/**
 * Presence on offers (core/realtime presence): a user may join an offer's viewers exactly
 * when they may read it now — the same `OfferReader.readable` (PolicyService) as
 * GET v1/offers/{id}. Viewers are named as elsewhere: full name, else username.
 */
@Injectable()
export class OfferPresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly reader: OfferReader,
    private readonly policy: PolicyService,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  onModuleInit(): void {
    this.registry.register('offer', (principal, id) => this.mayRead(principal, id));
    this.registry.nameUsersWith(
      async (ids) => new Map((await this.users.getUsers(ids)).map((user) => [user.id, user.full_name.trim() || user.username])),
    );
  }

  async mayRead(principal: PresencePrincipal, id: string): Promise<boolean> {
    try {
      const actor = await this.policy.actor(principal);
      await this.reader.readable(principal.accountId, actor, id);
      return true;
    } catch (error) {
      if (isRefusal(error, 'not_found')) return false;
      throw error;
    }
  }
}
