import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { TeamEvent } from '../domain/team.events';
import { evolveTeam, initialTeamState, type TeamState } from '../domain/team.state';

/** Streams `team-<uuid>` in the team's account. */
export const teamAggregate = defineAggregate<TeamState, TeamEvent>({
  type: 'team',
  initialState: initialTeamState,
  // These streams hold only the events of TEAM_EVENT_TYPES.
  evolve: (state, event) => evolveTeam(state, event),
});
