import type { UpdateView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { UPDATE_EVENT_TYPES, type UpdateEvent } from '../domain/update.events';

export const UPDATES_COLLECTION = 'news_updates';

/** One row per live update (in the `_system` account); a withdrawn update is deleted. */
export const updateListProjection = singleStreamProjection<UpdateView, UpdateEvent>({
  name: 'news-update-list',
  version: 1,
  collection: UPDATES_COLLECTION,
  eventTypes: UPDATE_EVENT_TYPES,
  evolve(current, event) {
    const stamp = { version: event.streamPosition, updated_at: event.metadata.occurredAt };
    switch (event.type) {
      case 'UpdatePublished':
        return { id: event.streamId.replace(/^update-/, ''), ...event.data, created_at: stamp.updated_at, ...stamp };
      case 'UpdateEdited':
        return current && { ...current, ...event.data, ...stamp };
      case 'UpdateWithdrawn':
        return null;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
