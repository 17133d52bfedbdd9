import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ProjectionsModule } from '../projections/projections.module';
import { PresenceRegistry } from './presence-registry';
import { PresenceService } from './presence.service';
import { PrincipalRoomResolver } from './principal-room-resolver';
import { RealtimeGateway } from './realtime.gateway';
import { ROOM_RESOLVER } from './room-resolver';
import { SocketAccess } from './socket-access';
import { ViewAudiences } from './view-audiences';
import { ViewNotifier } from './view-notifier';
import { ItemNotifier } from './item-notifier';

/**
 * The Socket.IO gateway, the view audiences contexts register with, and the notifier
 * that pushes changed views. ProjectionCommits comes from ProjectionsModule (the same
 * instance the projection runner publishes on: a second one would never see a commit).
 * The Redis fan-out is the adapter (redis-io.adapter.ts), installed by app.factory.ts.
 * Presence (presence.service.ts) asks the PresenceRegistry the contexts register with.
 * SocketAccess (socket-access.ts) re-evaluates open sockets after the access triggers
 * the contexts `watch` fire.
 */
@Global()
@Module({
  imports: [AuthModule, ProjectionsModule],
  providers: [
    ViewAudiences,
    PresenceRegistry,
    PresenceService,
    { provide: ROOM_RESOLVER, useClass: PrincipalRoomResolver },
    RealtimeGateway,
    ViewNotifier,
    ItemNotifier,
    SocketAccess,
  ],
  exports: [ViewAudiences, ItemNotifier, ROOM_RESOLVER, RealtimeGateway, PresenceRegistry, SocketAccess],
})
export class RealtimeModule {}
