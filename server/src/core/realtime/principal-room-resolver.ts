import { Injectable } from '@nestjs/common';
import { rooms } from '@kollab/contracts';
import type { Principal } from '../auth/principal';
import type { RoomResolver } from './room-resolver';

/** Default rooms: the caller's account, each of its roles and teams in that account, and the user itself. */
@Injectable()
export class PrincipalRoomResolver implements RoomResolver {
  rooms(principal: Principal): string[] {
    const { accountId } = principal;
    if (!accountId) return [rooms.user(principal.userId)];
    return [
      rooms.account(accountId),
      ...principal.roles.map((role) => rooms.role(accountId, role)),
      ...principal.teamIds.map((teamId) => rooms.team(accountId, teamId)),
      rooms.user(principal.userId),
    ];
  }
}
