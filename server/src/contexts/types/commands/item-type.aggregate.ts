import { defineAggregate, streamIdOf } from '../../../core/aggregates/aggregate';
import type { ItemTypeEvent } from '../domain/item-type.events';
import { evolveItemType, initialItemTypeState, type ItemTypeState } from '../domain/item-type.state';

/** Streams `item_type-<uuid>` in the account, one per type of any kind (the kind is in every event). */
export const itemTypeAggregate = defineAggregate<ItemTypeState, ItemTypeEvent>({
  type: 'item_type',
  initialState: initialItemTypeState,
  // These streams hold only the events of ITEM_TYPE_EVENT_TYPES.
  evolve: (state, event) => evolveItemType(state, event),
});

export const streamOfType = (id: string): string => streamIdOf(itemTypeAggregate, id);
