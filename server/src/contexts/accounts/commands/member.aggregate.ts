import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { MemberEvent } from '../domain/member.events';
import { evolveMember, initialMemberState, type MemberState } from '../domain/member.state';

/** Streams `member-<accountId>.<userId>`, stored under the account's id. */
export const memberAggregate = defineAggregate<MemberState, MemberEvent>({
  type: 'member',
  initialState: initialMemberState,
  evolve: (state, event) => evolveMember(state, event),
});
