import { createAction } from '@reduxjs/toolkit';
import type { ApiRequest } from './api/http';
import type { RequestStatus } from './request-status';

/**
 * The store's face of the shared lookups (users, teams, item types, countries:
 * lookups.api.ts): their state and actions. The cache and its flows
 * (features/session/lookups.cache.ts) load with the first screen that shows a lookup
 * (`lookups/…`), not with the login page (app/login-bundle.spec.ts).
 */
export const LOOKUPS = 'lookups';

/** What a push names: the users, the teams, or a kind's types by its collection (`task_types`, …). */
export type LookupTag = 'users' | 'teams' | 'task_types' | 'protocol_types' | 'contact_types' | 'claim_types' | 'offer_types';

/** One lookup as the store holds it: the answer's body, who shows it, and the read that counts. */
export interface LookupEntry {
  status: RequestStatus;
  /** The last answer (kept while it is read again); null before the first. */
  body: unknown;
  request: ApiRequest;
  tags: string[];
  /** How many mounted screens show it (useLookup). */
  shownBy: number;
  /** The read in flight: an answer of an older read (or of the account before) is dropped. */
  readId: number;
}

/** The shared lookups by key. */
export type LookupsState = Record<string, LookupEntry>;

/** A screen showing a lookup: its key, its request and tags; `fresh`: read again even when it is there. */
export interface LookupWanted {
  key: string;
  request: ApiRequest;
  tags: readonly string[];
  fresh?: boolean;
}

export const lookupsActions = {
  /** A screen shows it (mounted): read unless it is there or on its way. */
  shown: createAction<LookupWanted>('lookups/shown'),
  /** The screen is gone (the lookup stays until a push or another account). */
  hidden: createAction<string>('lookups/hidden'),
  /** Read again (a retry after a failure). */
  retried: createAction<string>('lookups/retried'),
};

/**
 * Pushed changes (app/live-views.ts): the lookups with these tags (none given: all, after a
 * reconnect) are read again where they are shown and forgotten elsewhere. Not a `lookups/`
 * action: a push does not load the cache, it only reaches one that is there.
 */
export const lookupsChanged = createAction<readonly string[] | undefined>('lookupsChanged');
