import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { UpdateEvent } from '../domain/update.events';
import { evolveUpdate, initialUpdateState, type UpdateState } from '../domain/update.state';

/** Streams `update-<uuid>`, folded with the domain's evolve. */
export const updateAggregate = defineAggregate<UpdateState, UpdateEvent>({
  type: 'update',
  initialState: initialUpdateState,
  // The store holds only the events of UPDATE_EVENT_TYPES in these streams.
  evolve: (state, event) => evolveUpdate(state, event),
});
