import { Injectable } from '@nestjs/common';
import type { TypeKind } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { ItemTypeCommand, TreeFacts } from '../domain/item-type.commands';
import { decideItemType } from '../domain/item-type.decide';
import type { ItemTypeEvent } from '../domain/item-type.events';
import type { ItemTypeState } from '../domain/item-type.state';
import { namesNotIn, TypeNameReservations, type TypeNames } from '../store/type-name-reservations';
import { LockedClaimTree } from './locked-claim-tree';
import { itemTypeAggregate, streamOfType } from './item-type.aggregate';

const namesOf = (content: { title: string; short: string | null }): TypeNames =>
  content.short === null ? { title: content.title } : { title: content.title, short: content.short };

const heldBy = (state: ItemTypeState): TypeNames => (state.status === 'active' ? namesOf(state) : {});

/** The names the type holds once `events` are appended. */
function namesAfter(events: readonly ItemTypeEvent[], held: TypeNames): TypeNames {
  const last = events.at(-1);
  if (!last) return held;
  return last.type === 'ItemTypeDeleted' ? {} : namesOf(last.data);
}

/**
 * The one write path of every type command: load, decide (a refusal comes before
 * anything is reserved), reserve the names the decision takes, append with the version
 * decided on, then give back the names it gave up; a failed append gives back the names
 * it had just taken. Claim types run all of it under the claim-tree lease, with the tree.
 */
@Injectable()
export class ItemTypeWriter {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reservations: TypeNameReservations,
    private readonly claimTree: LockedClaimTree,
  ) {}

  write(
    context: CommandContext,
    kind: TypeKind,
    id: string,
    command: (facts: TreeFacts) => ItemTypeCommand,
    basedOn?: number,
  ): Promise<AppendResult> {
    if (kind !== 'claim') return this.run(context, kind, id, command({}), basedOn);
    return this.claimTree.withTree(context.accountId, (tree) => this.run(context, kind, id, command({ tree }), basedOn));
  }

  private async run(context: CommandContext, kind: TypeKind, id: string, command: ItemTypeCommand, basedOn?: number): Promise<AppendResult> {
    const { accountId } = context;
    const loaded = await this.repository.load(itemTypeAggregate, accountId, id);
    const events = decideItemType(command, loaded.state);
    if (basedOn !== undefined && basedOn !== loaded.version) throw new WrongExpectedVersionError(streamOfType(id), basedOn, loaded.version);
    const held = heldBy(loaded.state);
    const after = namesAfter(events, held);
    const taking = namesNotIn(after, held);
    await this.reservations.reserve(accountId, kind, id, taking);
    let result: AppendResult;
    try {
      result = await this.repository.execute(itemTypeAggregate, context, id, (state) => decideItemType(command, state), loaded.version);
    } catch (error) {
      await this.reservations.release(accountId, kind, id, taking);
      throw error;
    }
    if (events.some((event) => event.type === 'ItemTypeDeleted')) await this.reservations.releaseAll(accountId, id);
    else await this.reservations.release(accountId, kind, id, namesNotIn(held, after));
    return result;
  }
}
