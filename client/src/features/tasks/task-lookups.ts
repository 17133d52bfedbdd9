import { useSelector } from 'react-redux';
import type { UserPermissionsView } from '@kollab/contracts';
import { defineLookup, sharedLookups, type Lookup } from '../../lib/lookups.api';
import { useLookup } from '../../lib/use-lookup';
import { selectUser } from '../session';
import { tasksApi } from './tasks.api';

const creatable = new Map<string, Lookup<string[]>>();
/** The task screens' own lookup beside the shared ones: the teams I may create tasks in (my permissions: team.tasks.create). */
function creatableTeams(userId: string): Lookup<string[]> {
  let lookup = creatable.get(userId);
  if (!lookup) {
    // my own team grants change with the teams (teams/membershipsChanged)
    lookup = defineLookup(`creatable:${userId}`, tasksApi.permissions(userId), ['teams'], (body: UserPermissionsView) =>
      body.team_permissions.filter((entry) => entry.permissions.includes('team.tasks.create')).map((entry) => entry.team_id),
    );
    creatable.set(userId, lookup);
  }
  return lookup;
}

/** The lookups a task screen shows: types, teams (and where I may create), users, claim types. */
export type TaskLookupName = 'types' | 'teams' | 'creatable' | 'users' | 'claimTypes';

const NONE: never[] = [];

/**
 * Keeps the lookups a task screen shows read, once for all screens (lib/lookups.api.ts); portal
 * users read none (their views carry the names). `fresh`: read again when the screen opens.
 * The names and titles come from the selectors in tasks.slice.ts; the hook answers what the
 * forms need besides: the types, the teams, and where I may create.
 */
export function useTaskLookups(names: readonly TaskLookupName[], { staff, fresh = false }: { staff: boolean; fresh?: boolean }) {
  const userId = useSelector(selectUser)?.id;
  const wanted = <T>(name: TaskLookupName, lookup: Lookup<T>) => (staff && names.includes(name) ? lookup : null);
  const types = useLookup(wanted('types', sharedLookups.taskTypes), { fresh });
  const teams = useLookup(wanted('teams', sharedLookups.teams), { fresh });
  const mine = useLookup(userId ? wanted('creatable', creatableTeams(userId)) : null, { fresh });
  useLookup(wanted('users', sharedLookups.users), { fresh });
  useLookup(wanted('claimTypes', sharedLookups.claimTypes), { fresh });
  return {
    types: types.data ?? NONE,
    /** Until the types are known, a claim type cannot be told (the claims stay as they are). */
    typesKnown: types.data !== undefined,
    teams: teams.data ?? NONE,
    creatable: mine.data ?? NONE,
    creatableKnown: mine.data !== undefined,
  };
}
