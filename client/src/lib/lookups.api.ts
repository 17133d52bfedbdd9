import type {
  ClaimTypeNode,
  ContactTypeView,
  CountryView,
  MemberView,
  OfferTypeView,
  ProtocolTypeView,
  TaskTypeView,
  TeamView,
} from '@kollab/contracts';
import type { ApiRequest } from './api/http';
import { lookupsActions, type LookupsState, type LookupTag } from './lookups';

/** A lookup: its cache key, the request that reads it, the tags pushes name, and its data from the answer. */
export interface Lookup<T> {
  key: string;
  request: ApiRequest;
  tags: readonly LookupTag[];
  /** The data of an answer (the same answer gives the same data: selectors stay stable). */
  pick(body: unknown): T;
}

/** A lookup of its own (a feature's, e.g. the teams I may create tasks in), read and cached as the shared ones. */
export function defineLookup<Body, T>(key: string, request: ApiRequest, tags: readonly LookupTag[], pick: (body: Body) => T): Lookup<T> {
  let last: { body: unknown; data: T } | null = null;
  return {
    key,
    request,
    tags,
    pick(body) {
      const held = last;
      const data = held !== null && held.body === body ? held.data : pick(body as Body);
      last = { body, data };
      return data;
    },
  };
}

const listed = <T>(key: string, path: string, tags: readonly LookupTag[], query?: ApiRequest['query']) =>
  defineLookup(key, { method: 'GET', path, query }, tags, (body: { data: T[] }) => body.data);
/** A kind's types, tagged (and keyed) by the collection its `types/typesChanged` pushes name. */
const typesOf = <T>(collection: LookupTag, query?: ApiRequest['query']) =>
  listed<T>(collection, `/v1/account_manager/${collection}`, [collection], query);

/**
 * What the tasks, protocols, offers and contacts screens look up alike, read once for every screen that
 * shows it (useLookup; the cache: features/session/lookups.cache.ts). A push of a membership, a team or a type reads the shown
 * lookups of its tag again (app/live-views.ts), a reconnect all of them; another account or
 * a sign-out starts the cache afresh (app/root-reducer.ts).
 */
export const sharedLookups = {
  /** Every user of the account (the history names users who left); pickers offer the active staff. */
  users: listed<MemberView>('users', '/v2/users/', ['users'], { limit: 500, unscoped: true }),
  teams: listed<TeamView>('teams', '/v1/teams', ['teams'], { limit: 500 }),
  taskTypes: typesOf<TaskTypeView>('task_types'),
  protocolTypes: typesOf<ProtocolTypeView>('protocol_types'),
  offerTypes: typesOf<OfferTypeView>('offer_types'),
  contactTypes: typesOf<ContactTypeView>('contact_types'),
  claimTypes: typesOf<ClaimTypeNode>('claim_types', { format: 'tree' }),
  /** Static: no push changes them. */
  countries: listed<CountryView>('countries', '/v1/static_content/countries', []),
};

export type WithLookups = { lookups: LookupsState };

/** The action of a screen showing `lookup` (useLookup; a saga may put it as well, then `lookupsActions.hidden`). */
export const lookupShown = <T>(lookup: Lookup<T>, fresh = false) =>
  lookupsActions.shown({ key: lookup.key, request: lookup.request, tags: lookup.tags, fresh });

/** A lookup's data in the store, or undefined before the first answer. */
export function selectLookup<T>(state: WithLookups, lookup: Lookup<T>): T | undefined {
  const entry = state.lookups[lookup.key];
  return entry && entry.body !== null ? lookup.pick(entry.body) : undefined;
}

const NONE: never[] = [];
/** A listed lookup's rows for the features' selectors (empty until read; a screen's useLookup keeps it read). */
const rowsOf =
  <T>(lookup: Lookup<T[]>) =>
  (state: WithLookups): T[] =>
    selectLookup(state, lookup) ?? NONE;

export const selectUsers = rowsOf(sharedLookups.users);
export const selectTeams = rowsOf(sharedLookups.teams);
export const selectTaskTypes = rowsOf(sharedLookups.taskTypes);
export const selectProtocolTypes = rowsOf(sharedLookups.protocolTypes);
export const selectOfferTypes = rowsOf(sharedLookups.offerTypes);
export const selectContactTypes = rowsOf(sharedLookups.contactTypes);
export const selectClaimTypes = rowsOf(sharedLookups.claimTypes);
export const selectCountries = rowsOf(sharedLookups.countries);
