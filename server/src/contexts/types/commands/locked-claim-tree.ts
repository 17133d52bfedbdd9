import { Inject, Injectable } from '@nestjs/common';
import type { ClaimTypeView } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '../../../core/event-store/event-store';
import { ReadYourWrites } from '../../../core/projections/read-your-writes';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import type { ClaimTree } from '../domain/claim-tree';
import { readTypeList } from '../queries/read-type-list';
import { ClaimTreeLock } from '../store/claim-tree-lock';
import { DomainRefusal } from '@kollab/contracts';

/**
 * Runs a claim-tree change under the account's tree lease, with the tree as it is: the
 * read models are first brought up to the last committed event, so every earlier tree
 * change (made under the same lease) is in `claim_types`.
 */
@Injectable()
export class LockedClaimTree {
  constructor(
    private readonly lock: ClaimTreeLock,
    private readonly waiter: ReadYourWrites,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  withTree<T>(accountId: string, work: (tree: ClaimTree) => Promise<T>): Promise<T> {
    return this.lock.hold(accountId, async () => {
      if (!(await this.waiter.waitFor(await this.events.lastCommitted()))) {
        throw DomainRefusal.unavailable('server.unavailable', 'the read models did not catch up for a claim tree check');
      }
      const types = (await readTypeList(this.readStore, accountId, 'claim')) as ClaimTypeView[];
      return work(new Map(types.map((type) => [type.id, type.parent_id])));
    });
  }
}
