/**
 * The shapes of an open item as the offers and protocols slices keep it (types only: the
 * features' `*.state.ts` hold the initial values, in the login bundle, so nothing of collab runs there).
 */
import type { ErrorCode, HistoryEntry, ItemAbilities } from '@kollab/contracts';
import type { RequestStatus } from '../../lib/request-status';
import type { Conflict } from './conflict-of';

/** A write waiting for the server, or refused (its code and 422 field errors). */
export interface WriteState {
  status: 'idle' | 'saving' | 'failed';
  code: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  /** Counts finished saves: the form starts afresh when it changes. */
  serial: number;
}

/** A refused write: its code and the 422 field errors. */
export type Refusal = { code: ErrorCode; fieldErrors: Record<string, string[]> | null };

/** A save refused with 409: what the conflict dialog shows, and what "re-apply" sends again. */
export interface ItemConflictState<V, C> {
  /** The version the form started from, and the one the server has now. */
  base: V;
  current: V;
  /** My changed fields (sent again with the current version on "re-apply"). */
  changes: C;
  conflict: Conflict;
}

/** "As it was": a past version shown read-only (version null: at a time). */
export interface PastVersionState<V> {
  version: number | null;
  at: string | null;
  status: RequestStatus;
  view: V | null;
}

/** A past version compared with the current one. */
export interface VersionCompareState<V> {
  version: number;
  status: RequestStatus;
  view: V | null;
}

export interface ItemHistoryState {
  status: RequestStatus;
  entries: HistoryEntry[];
}

/**
 * The open item: `Shown` as the GET answers it (a protocol: the staff or the portal view),
 * `V` its full view (edits, versions), `C` the changed fields a save sends.
 */
export interface ItemDetailState<Shown, V = Shown, C = Partial<V>> {
  id: string | null;
  view: Shown | null;
  /** What I may do with the open item (`can` of the last GET; pushes keep it); null before the first read. */
  can: ItemAbilities | null;
  status: RequestStatus;
  error: { status: number; code: ErrorCode | null } | null;
  /** Deleted elsewhere (or no longer readable) while open. */
  deleted: boolean;
  editing: boolean;
  save: WriteState;
  conflict: ItemConflictState<V, C> | null;
  /** A write beside the form (watch, comments, …): one at a time. */
  busy: boolean;
  history: ItemHistoryState;
  past: PastVersionState<V> | null;
  compare: VersionCompareState<V> | null;
}
