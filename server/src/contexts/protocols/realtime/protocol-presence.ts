import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry, type PresencePrincipal } from '../../../core/realtime/presence-registry';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';
import { isRefusal } from '@kollab/contracts';

/**
 * Presence on protocols (core/realtime presence): a user may join a protocol's viewers
 * exactly when they may read it now — the same `ProtocolAccess.assertReads` (PolicyService)
 * as GET v1/protocols/{id}. Viewers are named as elsewhere: full name, else username.
 */
@Injectable()
export class ProtocolPresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  onModuleInit(): void {
    this.registry.register('protocol', (principal, id) => this.mayRead(principal, id));
    this.registry.nameUsersWith(
      async (ids) => new Map((await this.users.getUsers(ids)).map((user) => [user.id, user.full_name.trim() || user.username])),
    );
  }

  async mayRead(principal: PresencePrincipal, id: string): Promise<boolean> {
    const view = await this.reader.protocol(principal.accountId, id);
    if (!view) return false;
    try {
      await this.access.assertReads(principal.accountId, await this.access.actor(principal), view);
      return true;
    } catch (error) {
      if (isRefusal(error, 'not_found')) return false;
      throw error;
    }
  }
}
