import { createSelector } from '@reduxjs/toolkit';
import type { MemberView } from '@kollab/contracts';
import { selectProtocolTypes, selectTeams, selectUsers, sharedLookups, type Lookup } from '../../lib/lookups.api';
import { useLookup } from '../../lib/use-lookup';
import { sharedNamesOf } from '../collab/shared-names';
import type { ProtocolsState } from './protocols.state';

type WithProtocols = { protocols: ProtocolsState };

/** The lookups a protocol screen shows: types, teams, users. */
export type ProtocolLookupName = 'types' | 'teams' | 'users';

const NONE: never[] = [];

/**
 * Keeps the lookups a protocol screen shows read, once for all screens (lib/lookups.api.ts);
 * `fresh`: read again when the screen opens. The names and titles come from the selectors
 * below; the hook answers what the forms offer: the types and the teams.
 */
export function useProtocolLookups(names: readonly ProtocolLookupName[], { fresh = false }: { fresh?: boolean } = {}) {
  const wanted = <T>(name: ProtocolLookupName, lookup: Lookup<T>) => (names.includes(name) ? lookup : null);
  const types = useLookup(wanted('types', sharedLookups.protocolTypes), { fresh });
  const teams = useLookup(wanted('teams', sharedLookups.teams), { fresh });
  useLookup(wanted('users', sharedLookups.users), { fresh });
  return { types: types.data ?? NONE, teams: teams.data ?? NONE };
}

/** The names the portal views on screen carry (portal users cannot read the lookups). */
const selectSharedNames = createSelector(
  [(state: WithProtocols) => state.protocols.detail.view, (state: WithProtocols) => state.protocols.list.rows],
  (view, rows) => sharedNamesOf([view, ...rows]),
);
/** Users by id (every user of the account: the history names users who left); for portal users those their views carry. */
export const selectUserNames = createSelector([selectUsers, selectSharedNames], (users, shared) => ({
  ...shared.users,
  ...Object.fromEntries(users.map((user) => [user.id, user.full_name || user.username])),
}));
export const selectTypeTitles = createSelector([selectProtocolTypes, selectSharedNames], (types, shared) => ({
  ...shared.types,
  ...Object.fromEntries(types.map((type) => [type.id, type.title])),
}));
export const selectTeamNames = createSelector([selectTeams], (teams) => Object.fromEntries(teams.map((team) => [team.id, team.name])));
/** Who may be author, attendee or on the distribution list: active members who are not portal users. */
export const selectStaffChoices = createSelector([selectUsers], (users): MemberView[] =>
  users.filter((user) => user.status === 'active' && !user.portal),
);
