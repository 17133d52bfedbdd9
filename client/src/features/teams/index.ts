import { lazyFeature } from '../../lib/lazy-feature';
import { initialTeamsState } from './teams.pushes';

/**
 * Teams management (/manager/teams). What the store and the live views need at start;
 * the slice, the flows (lazyFeature) and the page (screens.ts) load on first use.
 */
export { initialTeamsState, teamsPushActions } from './teams.pushes';
export type { TeamsState } from './teams.slice';

const teams = lazyFeature(['teams/'], async () => {
  const [slice, saga] = await Promise.all([import('./teams.slice'), import('./teams.saga')]);
  return { reducers: { teams: slice.teamsSliceReducer }, flows: saga.teamsFlows };
});
export const teamsReducer = teams.reducer('teams', initialTeamsState);
export const teamsSaga = teams.saga;
