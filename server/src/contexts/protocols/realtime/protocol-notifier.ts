import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import {
  rooms,
  sameValue,
  viewChangedEvent,
  type DeletedProtocolView,
  type PolicyItem,
  type ProtocolView,
  type ViewChangedMessage,
} from '@kollab/contracts';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { ReaderMemory } from '../../../core/realtime/reader-memory';
import { ProjectionCommits, type ProjectionCommit } from '../../../core/projections/projection-commits';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { PolicyService } from '../../access/public/policy.service';
import { protocolAggregate } from '../commands/protocol.aggregate';
import { protocolPolicyItem } from '../commands/protocol-policy';
import { PROTOCOLS_COLLECTION, type ProtocolDoc } from '../projections/protocol-list.projection';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';

export const PROTOCOL_CHANGED = viewChangedEvent('protocols', 'protocol');

/**
 * `protocols/protocolChanged`, after the projection committed, to the user room of each
 * reader of the protocol (PolicyService.readersOf: owner, attendees, viewers, team
 * readers, extended readers, portal users it is shared with). A ViewAudience cannot do
 * this (its rooms are computed synchronously, one view for all): readers need the team
 * and portal read models, and portal users get PortalProtocolView. Deletions carry the
 * tombstone to those who read the protocol when it was deleted. Users who could read the
 * previous version and cannot read this one (unpublished, team changed, attendee or viewer
 * removed, contact link made non-public) get `{ id, version, deleted: true, revoked: true }`
 * ("gone for you"; ReaderMemory keeps the readers of the version last pushed).
 */
@Injectable()
export class ProtocolNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ProtocolNotifier');
  private subscription?: Subscription;
  /** Pushes go out in commit order. */
  private queue: Promise<void> = Promise.resolve();
  private readonly readers = new ReaderMemory();

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly policy: PolicyService,
    private readonly reader: ProtocolReader,
    private readonly repository: EventSourcedRepository,
    private readonly access: ProtocolAccess,
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

  /**
   * The readers of the protocol as it was at `version` (undefined when it was no live
   * protocol then); the policy is asked again only when what it looks at differs from `now`.
   */
  private async readersAt(
    accountId: string,
    id: string,
    version: number,
    now: { item: PolicyItem; readers: string[] },
  ): Promise<string[] | undefined> {
    const past = await this.repository.load(protocolAggregate, accountId, id, { toVersion: version });
    if (past.state.status !== 'active') return undefined;
    const item = protocolPolicyItem(past.state, await this.policy.creatorFacts(accountId, past.state.created_by));
    if (sameValue(item, now.item)) return now.readers;
    const { staff, portal } = await this.policy.readersByKind(accountId, item);
    return [...staff, ...portal];
  }

  private async push(change: ReadModelChange, position: number): Promise<void> {
    const row = await this.reader.index(change.accountId).get(change.id);
    if (!row) return;
    const creator = await this.policy.creatorFacts(change.accountId, row.state.created_by);
    const item = protocolPolicyItem(row.state, creator);
    const { staff, portal } = await this.policy.readersByKind(change.accountId, item);
    const doc = change.doc as ProtocolDoc;
    const emit = (users: string[], view: unknown) => {
      const message: ViewChangedMessage = { collection: PROTOCOLS_COLLECTION, id: change.id, view, position };
      this.gateway.emitToRooms(
        users.map((userId) => rooms.user(userId)),
        PROTOCOL_CHANGED,
        message,
      );
    };
    const key = `${change.accountId}:${change.id}`;
    if ('deleted' in doc) this.readers.forget(key);
    else {
      const all = [...staff, ...portal];
      const lost = await this.readers.lost(key, doc.version, all, () =>
        this.readersAt(change.accountId, change.id, doc.version - 1, { item, readers: all }),
      );
      const revoked: DeletedProtocolView = { id: doc.id, version: doc.version, deleted: true, revoked: true };
      if (lost.length > 0) emit(lost, revoked);
    }
    emit(staff, doc);
    if (portal.length > 0) emit(portal, 'deleted' in doc ? doc : (await this.access.portalViews(change.accountId, [doc as ProtocolView]))[0]);
  }
}
