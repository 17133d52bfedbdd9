import { createSelector } from '@reduxjs/toolkit';
import type { MemberView } from '@kollab/contracts';
import { selectContactTypes, selectUsers, sharedLookups, type Lookup } from '../../lib/lookups.api';
import { useLookup } from '../../lib/use-lookup';

/** The shared lookups a contact screen shows: contact types, countries, the account's users. */
export type ContactLookupName = 'types' | 'countries' | 'users';

const NONE: never[] = [];

/**
 * Keeps the lookups a contact screen shows read, once for all screens (lib/lookups.api.ts);
 * `fresh`: the types read again when the screen opens (the countries do not change, the users
 * come with pushes). The names and titles come from the selectors below.
 */
export function useContactLookups(names: readonly ContactLookupName[], { fresh = false }: { fresh?: boolean } = {}) {
  const wanted = <T>(name: ContactLookupName, lookup: Lookup<T>) => (names.includes(name) ? lookup : null);
  const types = useLookup(wanted('types', sharedLookups.contactTypes), { fresh });
  const countries = useLookup(wanted('countries', sharedLookups.countries));
  const users = useLookup(wanted('users', sharedLookups.users));
  const reads = [types, countries, users];
  return {
    types: types.data ?? NONE,
    /** Known (a read again keeps them meanwhile). */
    typesThere: types.data !== undefined,
    countries: countries.data ?? NONE,
    countriesLoading: countries.status === 'loading' && countries.data === undefined,
    failed: reads.some((read) => read.status === 'failed'),
    /** Reads again what failed. */
    retry() {
      for (const read of reads) if (read.status === 'failed') read.retry();
    },
  };
}

/** Names by id for the pickers, lists and history (a user who left keeps their name). */
export const selectUserNames = createSelector([selectUsers], (users) =>
  Object.fromEntries(users.map((user) => [user.id, user.full_name || user.username])),
);
export const selectTypeTitles = createSelector([selectContactTypes], (types) => Object.fromEntries(types.map((type) => [type.id, type.title])));
/** Who may be an account manager: active members who are not portal users. */
export const selectManagerChoices = createSelector([selectUsers], (users): MemberView[] =>
  users.filter((user) => user.status === 'active' && !user.portal),
);
