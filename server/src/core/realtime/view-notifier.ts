import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { rooms as roomNames, viewChangedEvent, type ViewChangedMessage } from '@kollab/contracts';
import { ProjectionCommits, type ProjectionCommit } from '../projections/projection-commits';
import type { ReadModelChange } from '../read-store/read-store';
import { RealtimeGateway } from './realtime.gateway';
import { ViewAudiences } from './view-audiences';

/**
 * Pushes every changed document that has a registered audience to that audience's
 * rooms, after its projection committed, carrying the commit's global position so a
 * client can tell an old push from a new one.
 */
@Injectable()
export class ViewNotifier implements OnModuleInit {
  private readonly logger = new Logger('ViewNotifier');

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly audiences: ViewAudiences,
    private readonly gateway: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.commits.onCommit((commit) => this.notify(commit));
  }

  private notify(commit: ProjectionCommit): void {
    for (const change of commit.changes) {
      // One bad audience must neither end the subscription nor starve the other changes.
      try {
        this.push(change, commit.checkpoint.position);
      } catch (error) {
        this.logger.error(`push of ${change.collection}/${change.id} failed: ${(error as Error).stack ?? String(error)}`);
      }
    }
  }

  private push(change: ReadModelChange, position: number): void {
    const audience = this.audiences.of(change.collection);
    if (!audience) return;
    const targets = withinAccount(audience.rooms(change), change.accountId);
    if (targets.allowed.length === 0 && targets.refused.length === 0) return;
    if (targets.refused.length > 0) {
      this.logger.error(
        `audience of "${change.collection}" named rooms outside account ${change.accountId}: ${targets.refused.join(', ')}; not pushed there`,
      );
    }
    const message: ViewChangedMessage = { collection: change.collection, id: change.id, view: change.doc, position };
    this.gateway.emitToRooms(targets.allowed, viewChangedEvent(audience.context, audience.view), message);
  }
}

/**
 * A safety net for tenancy: an account, role or team room of another account never gets a
 * change (a wrong audience would otherwise leak a document across tenants). User rooms
 * carry no account, so they pass; so does nothing else.
 */
function withinAccount(targets: readonly string[], accountId: string): { allowed: string[]; refused: string[] } {
  const account = roomNames.account(accountId);
  const teamPrefix = roomNames.team(accountId, '');
  const rolePrefix = roomNames.role(accountId, '');
  const userPrefix = roomNames.user('');
  const allowed: string[] = [];
  const refused: string[] = [];
  for (const room of new Set(targets)) {
    const ok =
      room === account ||
      (room.startsWith(teamPrefix) && room.length > teamPrefix.length) ||
      (room.startsWith(rolePrefix) && room.length > rolePrefix.length) ||
      (room.startsWith(userPrefix) && room.length > userPrefix.length);
    (ok ? allowed : refused).push(room);
  }
  return { allowed, refused };
}
