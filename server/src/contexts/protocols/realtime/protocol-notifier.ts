import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { portalProtocolView, rooms, viewChangedEvent, type ProtocolView, type ViewChangedMessage } from '@kollab/contracts';
import { ProjectionCommits, type ProjectionCommit } from '../../../core/projections/projection-commits';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { PolicyService } from '../../access/public/policy.service';
import { protocolPolicyItem } from '../commands/protocol-policy';
import { PROTOCOLS_COLLECTION, type ProtocolDoc } from '../projections/protocol-list.projection';
import { ProtocolReader } from '../queries/protocol-reader';

export const PROTOCOL_CHANGED = viewChangedEvent('protocols', 'protocol');

/**
 * `protocols/protocolChanged`, after the projection committed, to the user room of each
 * reader of the protocol (PolicyService.readersOf: owner, attendees, viewers, team
 * readers, extended readers, portal users it is shared with). A ViewAudience cannot do
 * this (its rooms are computed synchronously, one view for all): readers need the team
 * and portal read models, and portal users get PortalProtocolView. Deletions carry the
 * tombstone to those who read the protocol when it was deleted.
 */
@Injectable()
export class ProtocolNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ProtocolNotifier');
  private subscription?: Subscription;
  /** Pushes go out in commit order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly policy: PolicyService,
    private readonly reader: ProtocolReader,
  ) {}

  onModuleInit(): void {
    this.subscription = this.commits.commits$.subscribe((commit) => {
      this.queue = this.queue.then(() => this.notify(commit));
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  /** Resolves when every push of the commits seen so far went out (tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async notify(commit: ProjectionCommit): Promise<void> {
    for (const change of commit.changes) {
      if (change.collection !== PROTOCOLS_COLLECTION || !change.doc) continue;
      // One failed push must neither end the subscription nor starve the others.
      try {
        await this.push(change, commit.checkpoint.position);
      } catch (error) {
        this.logger.error(`push of protocol ${change.id} failed: ${(error as Error).stack ?? String(error)}`);
      }
    }
  }

  private async push(change: ReadModelChange, position: number): Promise<void> {
    const row = await this.reader.index(change.accountId).get(change.id);
    if (!row) return;
    const creator = await this.policy.creatorFacts(change.accountId, row.state.created_by);
    const { staff, portal } = await this.policy.readersByKind(change.accountId, protocolPolicyItem(row.state, creator));
    const doc = change.doc as ProtocolDoc;
    const emit = (users: string[], view: unknown) => {
      const message: ViewChangedMessage = { collection: PROTOCOLS_COLLECTION, id: change.id, view, position };
      this.gateway.emitToRooms(users.map((userId) => rooms.user(userId)), PROTOCOL_CHANGED, message);
    };
    emit(staff, doc);
    emit(portal, 'deleted' in doc ? doc : portalProtocolView(doc as ProtocolView));
  }
}
