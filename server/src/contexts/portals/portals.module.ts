import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { rooms } from '@kollab/contracts';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { SocketAccess } from '../../core/realtime/socket-access';
import { ViewAudiences } from '../../core/realtime/view-audiences';
import { PORTAL_GRANTS } from '../access/public/portal-grants';
import { PortalsController } from './api/portals.controller';
import { AddPortalMemberHandler } from './commands/add-portal-member.handler';
import { ChangePortalHandler } from './commands/change-portal.handler';
import { CreatePortalHandler } from './commands/create-portal.handler';
import { PortalFactsReader } from './commands/portal-facts.reader';
import { PORTALS_COLLECTION, portalListProjection } from './projections/portal-list.projection';
import { ReadModelPortalGrants } from './public/read-model-portal-grants';
import { PortalReader } from './queries/portal-reader';

/**
 * Contact portals (issue 5 item 6). Global because it provides PORTAL_GRANTS to the
 * access policy.
 */
@Global()
@Module({
  controllers: [PortalsController],
  providers: [
    PortalFactsReader,
    PortalReader,
    CreatePortalHandler,
    ChangePortalHandler,
    AddPortalMemberHandler,
    ReadModelPortalGrants,
    { provide: PORTAL_GRANTS, useExisting: ReadModelPortalGrants },
  ],
  exports: [PORTAL_GRANTS],
})
export class PortalsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audiences: ViewAudiences,
    private readonly socketAccess: SocketAccess,
  ) {}

  onModuleInit(): void {
    this.projections.register(portalListProjection);
    // Managers keep the portal screens; the rows hold ids only (names are joined per request).
    this.audiences.register({
      collection: PORTALS_COLLECTION,
      context: 'portals',
      view: 'portal',
      rooms: (c) => [rooms.role(c.accountId, 'manager')],
    });
    // A portal's members changed: the account's portal users' open sockets follow (presence on shared items).
    this.socketAccess.watch({ collection: PORTALS_COLLECTION, sockets: (c) => [rooms.role(c.accountId, 'contact')] });
  }
}
