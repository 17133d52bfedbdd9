import type { AggregateDefinition } from '../../../core/aggregates/aggregate';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { UserEvent } from '../domain/user.events';
import { evolveUser, initialUserState, USER_STREAM_TYPE, type UserState } from '../domain/user.state';

/** The user stream (`user-<uuid>`, in the `_system` pseudo-account) folded by the pure evolve. */
export const userAggregate: AggregateDefinition<UserState> = {
  type: USER_STREAM_TYPE,
  initialState: initialUserState,
  evolve: (state: UserState, event: RecordedEvent) => evolveUser(state, event as unknown as UserEvent),
};
