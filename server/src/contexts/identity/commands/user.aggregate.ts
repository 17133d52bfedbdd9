import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { UserEvent } from '../domain/user.events';
import { evolveUser, initialUserState, USER_STREAM_TYPE, type UserState } from '../domain/user.state';

/** The user stream (`user-<uuid>`, in the `_system` pseudo-account) folded by the pure evolve. */
export const userAggregate = defineAggregate<UserState, UserEvent>({
  type: USER_STREAM_TYPE,
  initialState: initialUserState,
  evolve: (state, event) => evolveUser(state, event),
});
