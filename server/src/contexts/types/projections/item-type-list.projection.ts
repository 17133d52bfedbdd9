import { TYPE_KINDS, TYPE_LISTS, type ItemTypeView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { ITEM_TYPE_EVENT_TYPES, type ItemTypeEvent } from '../domain/item-type.events';
import { itemTypeViewOf } from './item-type-view';

/** The id of a type from its stream `item_type-<uuid>`. */
export const typeIdOfStream = (streamId: string): string => streamId.replace(/^item_type-/, '');

/**
 * One collection per kind (`contact_types`, `task_types`, `protocol_types`,
 * `claim_types`), in the type's account; a row is the kind's view and a deletion
 * removes it.
 */
export const itemTypeListProjection = singleStreamProjection<ItemTypeView, ItemTypeEvent>({
  name: 'item-type-lists',
  version: 1,
  collection: { names: TYPE_KINDS.map((kind) => TYPE_LISTS[kind]), of: (event) => TYPE_LISTS[event.data.kind] },
  eventTypes: ITEM_TYPE_EVENT_TYPES,
  evolve(current, event) {
    const id = typeIdOfStream(event.streamId);
    const version = event.streamPosition;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'ItemTypeCreated':
        return itemTypeViewOf(id, event.data.kind, event.data, { version, created_at: at, updated_at: at });
      case 'ItemTypeChanged':
        return current && itemTypeViewOf(id, event.data.kind, event.data, { version, created_at: current.created_at, updated_at: at });
      case 'ItemTypeDeleted':
        return null;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
