import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainRefusal } from '@kollab/contracts';
import { PresenceRegistry } from '../../../core/realtime/presence-registry';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';

/**
 * Presence on protocols (core/realtime presence): a user may join a protocol's viewers
 * exactly when they may read it now — the same `ProtocolAccess.assertReads` (PolicyService)
 * as GET v1/protocols/{id}.
 */
@Injectable()
export class ProtocolPresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
  ) {}

  onModuleInit(): void {
    this.registry.registerReadable('protocol', async (principal, id) => {
      const view = await this.reader.protocol(principal.accountId, id);
      if (!view) throw DomainRefusal.notFound('protocols.protocol_not_found');
      await this.access.assertReads(principal.accountId, await this.access.actor(principal), view);
    });
  }
}
