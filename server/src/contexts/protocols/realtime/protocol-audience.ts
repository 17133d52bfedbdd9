import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PolicyItem, ProtocolView } from '@kollab/contracts';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { ItemNotifier, type ChangedItem, type ItemAudience, type ItemReaders } from '../../../core/realtime/item-notifier';
import { PolicyService } from '../../access/public/policy.service';
import { protocolAggregate } from '../commands/protocol.aggregate';
import { protocolPolicyItem } from '../commands/protocol-policy';
import type { ProtocolState } from '../domain/protocol.state';
import { PROTOCOLS_COLLECTION, type ProtocolDoc } from '../projections/protocol-list.projection';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';

/**
 * `protocols/protocolChanged` to the readers of a protocol (PolicyService: owner,
 * attendees, viewers, team readers, extended readers, portal users it is shared with),
 * through the ItemNotifier: staff get the ProtocolView, portal users the
 * PortalProtocolView, a deleted protocol is its tombstone, and who lost access gets a revoke.
 */
@Injectable()
export class ProtocolAudience implements ItemAudience<ProtocolState, ProtocolDoc, PolicyItem>, OnModuleInit {
  readonly collection = PROTOCOLS_COLLECTION;
  readonly context = 'protocols';
  readonly view = 'protocol';
  readonly aggregate = protocolAggregate;

  constructor(
    private readonly notifier: ItemNotifier,
    private readonly policy: PolicyService,
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
  ) {}

  onModuleInit(): void {
    this.notifier.register(this);
  }

  /** The pushed document is the view; the policy reads the state kept in the index row. */
  async item(change: ReadModelChange): Promise<ChangedItem<ProtocolState, ProtocolDoc> | undefined> {
    const row = await this.reader.index(change.accountId).get(change.id);
    if (!row) return undefined;
    const view = change.doc as ProtocolDoc;
    return { id: view.id, version: view.version, state: row.state, view, deleted: 'deleted' in view };
  }

  live(state: ProtocolState): boolean {
    return state.status === 'active';
  }

  async basis(accountId: string, state: ProtocolState): Promise<PolicyItem> {
    if (state.status === 'none') throw new Error('a protocol that never existed has no readers');
    return protocolPolicyItem(state, await this.policy.creatorFacts(accountId, state.created_by));
  }

  readers(accountId: string, item: PolicyItem): Promise<ItemReaders> {
    return this.policy.readersByKind(accountId, item);
  }

  async portalView(accountId: string, view: ProtocolDoc): Promise<unknown> {
    return (await this.access.portalViews(accountId, [view as ProtocolView]))[0];
  }
}
