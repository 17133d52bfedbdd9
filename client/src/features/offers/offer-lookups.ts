import { createSelector } from '@reduxjs/toolkit';
import type { MemberView } from '@kollab/contracts';
import { selectOfferTypes, selectTeams, selectUsers, sharedLookups, type Lookup } from '../../lib/lookups.api';
import { useLookup } from '../../lib/use-lookup';
import { selectOffers, type WithOffers } from './offers.slice';

/** The lookups an offer screen shows: offer types, teams, users. */
export type OfferLookupName = 'types' | 'teams' | 'users';

const NONE: never[] = [];

/**
 * Keeps the lookups an offer screen shows read, once for all screens (lib/lookups.api.ts);
 * `fresh`: read again when the screen opens. The names and titles come from the selectors
 * below; the hook answers what the forms offer: the types and the teams.
 */
export function useOfferLookups(names: readonly OfferLookupName[], { fresh = false }: { fresh?: boolean } = {}) {
  const wanted = <T>(name: OfferLookupName, lookup: Lookup<T>) => (names.includes(name) ? lookup : null);
  const types = useLookup(wanted('types', sharedLookups.offerTypes), { fresh });
  const teams = useLookup(wanted('teams', sharedLookups.teams), { fresh });
  useLookup(wanted('users', sharedLookups.users), { fresh });
  return { types: types.data ?? NONE, teams: teams.data ?? NONE };
}

/** Users by id (every user of the account: the history names users who left). */
export const selectUserNames = createSelector([selectUsers], (users) =>
  Object.fromEntries(users.map((user) => [user.id, user.full_name || user.username])),
);
export const selectTypeTitles = createSelector([selectOfferTypes], (types) => Object.fromEntries(types.map((type) => [type.id, type.title])));
export const selectTeamNames = createSelector([selectTeams], (teams) => Object.fromEntries(teams.map((team) => [team.id, team.name])));
/** Who may be a viewer (and whom the author filter offers): active members who are not portal users. */
export const selectStaffChoices = createSelector([selectUsers], (users): MemberView[] =>
  users.filter((user) => user.status === 'active' && !user.portal),
);
/** Contacts by id as far as read: their names ('' for one I cannot read). */
export const selectContactNames = createSelector([(state: WithOffers) => selectOffers(state).contacts], (contacts) =>
  Object.fromEntries(Object.entries(contacts).map(([id, contact]) => [id, contact?.name ?? ''])),
);
/** Contact persons by id (of the contacts read), for the history's words. */
export const selectPersonNames = createSelector([(state: WithOffers) => selectOffers(state).contacts], (contacts) =>
  Object.fromEntries(Object.values(contacts).flatMap((contact) => (contact ? contact.persons.map((person) => [person.id, person.name]) : []))),
);
