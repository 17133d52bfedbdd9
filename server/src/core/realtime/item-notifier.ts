import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { rooms, sameValue, viewChangedEvent, type ViewChangedMessage } from '@kollab/contracts';
import type { AggregateDefinition } from '../aggregates/aggregate';
import { EventSourcedRepository } from '../aggregates/event-sourced-repository';
import { ProjectionCommits, type ProjectionCommit } from '../projections/projection-commits';
import type { ReadModelChange } from '../read-store/read-store';
import { ReaderMemory } from './reader-memory';
import { RealtimeGateway } from './realtime.gateway';

/** An item as a change of its pushed collection shows it. */
export interface ChangedItem<State, View> {
  id: string;
  version: number;
  /** The folded state the policy looks at. */
  state: State;
  /** What staff readers get: the view, or the tombstone `{ id, version, deleted: true }`. */
  view: View;
  deleted: boolean;
}

/** Who reads an item: its staff and its portal users. */
export interface ItemReaders {
  staff: string[];
  portal: string[];
}

/**
 * An item kind whose readers the access policy decides one by one (tasks, protocols, and
 * the kinds to come), so its pushes cannot be a ViewAudience's synchronous rooms.
 */
export interface ItemAudience<State, View, Basis = unknown> {
  /** The read-model collection whose changes are pushed. */
  collection: string;
  /** With `view`, names the message `<context>/<view>Changed`. */
  context: string;
  view: string;
  /** Folds the item's previous version when the readers of that version are not remembered. */
  aggregate: AggregateDefinition<State>;
  /** The changed item (undefined: nothing to push). */
  item(change: ReadModelChange): Promise<ChangedItem<State, View> | undefined>;
  /** Whether the item existed, not deleted, in this state. */
  live(state: State): boolean;
  /** What the policy looks at in this state (equal bases, as sameValue compares them, have the same readers). */
  basis(accountId: string, state: State): Promise<Basis>;
  readers(accountId: string, basis: Basis): Promise<ItemReaders>;
  /** What portal readers get instead of the staff view. */
  portalView(accountId: string, view: View): Promise<unknown>;
}

/**
 * Pushes `<context>/<view>Changed` after a projection committed a change of an item
 * kind's collection, to the user room of each reader of the item (its audience's
 * `readers`): staff get the view, portal users their reduced view; a deleted item's
 * tombstone goes to those who could read it. Users who could read the previous version
 * and cannot read this one (unpublished, moved, a participant removed, a contact link
 * made non-public) get `{ id, version, deleted: true, revoked: true }` ("gone for you";
 * ReaderMemory keeps the readers of the version last pushed). The pushes of one item go
 * out in order; different items side by side. One failed push is logged and does not
 * stop the others.
 */
@Injectable()
export class ItemNotifier implements OnModuleInit {
  private readonly logger = new Logger('ItemNotifier');
  private readonly audiences = new Map<string, ItemAudience<unknown, unknown, unknown>>();
  private readonly readers = new ReaderMemory();

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly repository: EventSourcedRepository,
  ) {}

  /** Contexts register their item kinds (in their module's onModuleInit). */
  register<State, View, Basis>(audience: ItemAudience<State, View, Basis>): void {
    if (this.audiences.has(audience.collection)) throw new Error(`collection "${audience.collection}" already has an item audience`);
    this.audiences.set(audience.collection, audience as ItemAudience<unknown, unknown, unknown>);
  }

  onModuleInit(): void {
    this.commits.onCommit((commit) => this.notify(commit));
  }

  /** Resolves when every push of the commits seen so far went out (tests). */
  idle(): Promise<void> {
    return this.readers.idle();
  }

  private notify(commit: ProjectionCommit): Promise<unknown> {
    const pushes: Array<Promise<unknown>> = [];
    for (const change of commit.changes) {
      const audience = this.audiences.get(change.collection);
      if (!audience || !change.doc) continue;
      pushes.push(
        this.readers
          .inOrder(`${change.collection}:${change.accountId}:${change.id}`, () => this.push(audience, change, commit.checkpoint.position))
          .catch((error: unknown) =>
            this.logger.error(`push of ${change.collection}/${change.id} failed: ${(error as Error).stack ?? String(error)}`),
          ),
      );
    }
    return Promise.all(pushes);
  }

  private async push<State, View, Basis>(audience: ItemAudience<State, View, Basis>, change: ReadModelChange, position: number): Promise<void> {
    const item = await audience.item(change);
    if (!item) return;
    const key = `${change.collection}:${change.accountId}:${change.id}`;
    const basis = await audience.basis(change.accountId, item.state);
    const readers = await audience.readers(change.accountId, basis);
    const event = viewChangedEvent(audience.context, audience.view);
    const emit = (users: readonly string[], view: unknown) => {
      if (users.length === 0) return;
      const message: ViewChangedMessage = { collection: change.collection, id: change.id, view, position };
      this.gateway.emitToRooms(
        users.map((userId) => rooms.user(userId)),
        event,
        message,
      );
    };
    if (item.deleted) this.readers.forget(key);
    else {
      const all = [...readers.staff, ...readers.portal];
      const lost = await this.readers.lost(key, item.version, all, () =>
        this.readersAt(audience, change.accountId, item.id, item.version - 1, { basis, readers: all }),
      );
      emit(lost, { id: item.id, version: item.version, deleted: true, revoked: true });
    }
    emit(readers.staff, item.view);
    if (readers.portal.length > 0) emit(readers.portal, item.deleted ? item.view : await audience.portalView(change.accountId, item.view));
  }

  /**
   * The readers of the item as it was at `version` (undefined when it was no live item
   * then); the policy is asked again only when what it looks at differs from `now`.
   */
  private async readersAt<State, View, Basis>(
    audience: ItemAudience<State, View, Basis>,
    accountId: string,
    id: string,
    version: number,
    now: { basis: Basis; readers: string[] },
  ): Promise<string[] | undefined> {
    const past = await this.repository.load(audience.aggregate, accountId, id, { toVersion: version });
    if (!audience.live(past.state)) return undefined;
    const basis = await audience.basis(accountId, past.state);
    if (sameValue(basis, now.basis)) return now.readers;
    const readers = await audience.readers(accountId, basis);
    return [...readers.staff, ...readers.portal];
  }
}
