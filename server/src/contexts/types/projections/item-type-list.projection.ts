import { TYPE_KINDS, TYPE_LISTS, type ItemTypeView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore } from '../../../core/read-store/read-store';
import { ITEM_TYPE_EVENT_TYPES, type ItemTypeEvent } from '../domain/item-type.events';
import { itemTypeViewOf } from './item-type-view';

/** The id of a type from its stream `item_type-<uuid>`. */
export const typeIdOfStream = (streamId: string): string => streamId.replace(/^item_type-/, '');

/**
 * One collection per kind (`contact_types`, `task_types`, `protocol_types`,
 * `claim_types`), in the type's account; a row is the kind's view and a deletion
 * removes it. Idempotent: a row at or past the event's version is left alone.
 */
export const itemTypeListProjection: Projection = {
  name: 'item-type-lists',
  version: 1,
  collections: TYPE_KINDS.map((kind) => TYPE_LISTS[kind]),
  eventTypes: ITEM_TYPE_EVENT_TYPES,
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = recorded as unknown as ItemTypeEvent;
    const { kind } = event.data;
    const list = store.collection<ItemTypeView>(TYPE_LISTS[kind]).forAccount(recorded.metadata.accountId);
    const id = typeIdOfStream(recorded.streamId);
    const version = recorded.streamPosition;
    const at = recorded.metadata.occurredAt;
    const current = await list.get(id);
    if (current && current.version >= version) return;
    switch (event.type) {
      case 'ItemTypeCreated':
        await list.upsert(itemTypeViewOf(id, kind, event.data, { version, created_at: at, updated_at: at }));
        return;
      case 'ItemTypeChanged':
        if (current) await list.upsert(itemTypeViewOf(id, kind, event.data, { version, created_at: current.created_at, updated_at: at }));
        return;
      case 'ItemTypeDeleted':
        await list.delete(id);
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
