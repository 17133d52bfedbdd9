import type { UpdateView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore } from '../../../core/read-store/read-store';
import { UPDATE_EVENT_TYPES, type UpdateEvent } from '../domain/update.events';

export const UPDATES_COLLECTION = 'news_updates';

/** One row per live update (in the `_system` account); a withdrawn update is deleted. Idempotent. */
export const updateListProjection: Projection = {
  name: 'news-update-list',
  version: 1,
  collections: [UPDATES_COLLECTION],
  eventTypes: UPDATE_EVENT_TYPES,
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const updates = store.collection<UpdateView>(UPDATES_COLLECTION).forAccount(recorded.metadata.accountId);
    const id = recorded.streamId.replace(/^update-/, '');
    const at = recorded.metadata.occurredAt;
    const event = recorded as unknown as UpdateEvent;
    switch (event.type) {
      case 'UpdatePublished':
        await updates.upsert({ id, ...event.data, version: recorded.streamPosition, created_at: at, updated_at: at });
        return;
      case 'UpdateEdited':
        await updates.patch(id, { ...event.data, version: recorded.streamPosition, updated_at: at });
        return;
      case 'UpdateWithdrawn':
        await updates.delete(id);
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
