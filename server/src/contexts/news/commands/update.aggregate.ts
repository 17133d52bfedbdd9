import type { AggregateDefinition } from '../../../core/aggregates/aggregate';
import type { UpdateEvent } from '../domain/update.events';
import { evolveUpdate, initialUpdateState, type UpdateState } from '../domain/update.state';

/** Streams `update-<uuid>`, folded with the domain's evolve. */
export const updateAggregate: AggregateDefinition<UpdateState> = {
  type: 'update',
  initialState: initialUpdateState,
  // The store holds only the events of UPDATE_EVENT_TYPES in these streams.
  evolve: (state, event) => evolveUpdate(state, event as unknown as UpdateEvent),
};
