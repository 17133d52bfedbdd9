import type { AggregateDefinition } from '../../../core/aggregates/aggregate';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { MemberEvent } from '../domain/member.events';
import { evolveMember, initialMemberState, type MemberState } from '../domain/member.state';

/** Streams `member-<accountId>.<userId>`, stored under the account's id. */
export const memberAggregate: AggregateDefinition<MemberState> = {
  type: 'member',
  initialState: initialMemberState,
  evolve: (state, event: RecordedEvent) => evolveMember(state, event as unknown as MemberEvent),
};
