import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { DeletedOfferView, OfferView, PolicyItem } from '@kollab/contracts';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { ItemNotifier, type ChangedItem, type ItemAudience, type ItemReaders } from '../../../core/realtime/item-notifier';
import { PolicyService } from '../../access/public/policy.service';
import { offerAggregate, type StoredOfferState } from '../commands/offer.aggregate';
import { offerPolicyItem } from '../domain/offer-policy';
import { OFFERS_COLLECTION, type OfferRow } from '../projections/offer-list.projection';

/**
 * `offers/offerChanged` to the readers of an offer (PolicyService: owner, viewers, team
 * readers, extended creator teams), through the ItemNotifier: staff get the OfferView, a
 * deleted offer is `{ id, version, deleted }`, and who lost access gets a revoke. Offers have
 * no portal readers (role user only, seed §6): the policy names none, so `portalView` is
 * never asked; were it asked, it gives the revoke, never the offer.
 */
@Injectable()
export class OfferAudience implements ItemAudience<StoredOfferState, OfferView | DeletedOfferView, PolicyItem>, OnModuleInit {
  readonly collection = OFFERS_COLLECTION;
  readonly context = 'offers';
  readonly view = 'offer';
  readonly aggregate = offerAggregate;

  constructor(
    private readonly notifier: ItemNotifier,
    private readonly policy: PolicyService,
  ) {}

  onModuleInit(): void {
    this.notifier.register(this);
  }

  async item(change: ReadModelChange): Promise<ChangedItem<StoredOfferState, OfferView | DeletedOfferView>> {
    const row = change.doc as OfferRow;
    const view = row.deleted ? { id: row.id, version: row.version, deleted: true as const } : row.view;
    return { id: row.id, version: row.version, state: row.state, view, deleted: row.deleted };
  }

  live(state: StoredOfferState): boolean {
    return state.lifecycle === 'live';
  }

  async basis(accountId: string, state: StoredOfferState): Promise<PolicyItem> {
    if (state.lifecycle === 'none') throw new Error('an offer that never existed has no readers');
    return offerPolicyItem(state, await this.policy.creatorFacts(accountId, state.created_by));
  }

  readers(accountId: string, item: PolicyItem): Promise<ItemReaders> {
    return this.policy.readersByKind(accountId, item);
  }

  async portalView(_accountId: string, view: OfferView | DeletedOfferView): Promise<DeletedOfferView> {
    return { id: view.id, version: view.version, deleted: true, revoked: true };
  }
}
