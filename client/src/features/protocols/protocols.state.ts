import type { ContactView, ErrorCode, HistoryEntry, ItemAbilities, ProtocolView } from '@kollab/contracts';
import type { Conflict } from '../collab/conflict-of';
import { DEFAULT_PROTOCOLS_QUERY, type ProtocolsQuery } from './protocols-query.model';
import type { ShownProtocol } from './protocol-push';
import type { RequestStatus } from '../../lib/request-status';

/** A linked task as the protocol shows it (TaskView or PortalTaskView: only what the list needs). */
export interface LinkedTask {
  id: string;
  number: string | null;
  title: string;
  status: string;
}

/** The fields of the edit form (what PATCH v1/protocols/{id} may send). */
export interface ProtocolFields {
  title: string;
  type: string | null;
  teams: string[];
  date: string;
  author: string;
  body: string;
  attendees: string[];
  viewers: string[];
  comments_enabled: boolean;
  published: boolean;
}

/** A write waiting for the server, or refused (its code and 422 field errors). */
export interface WriteState {
  status: 'idle' | 'saving' | 'failed';
  code: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  /** Counts finished saves: the form starts afresh when it changes. */
  serial: number;
}

export interface ConflictState {
  /** The version the form started from, and the one the server has now. */
  base: ProtocolView;
  current: ProtocolView;
  /** My changed fields (sent again with the current version on "re-apply"). */
  changes: Partial<ProtocolFields>;
  conflict: Conflict;
}

export interface ProtocolDetailState {
  id: string | null;
  view: ShownProtocol | null;
  /** What I may do with the open protocol (`can` of the last GET; pushes keep it); null before the first read. */
  can: ItemAbilities | null;
  status: RequestStatus;
  error: { status: number; code: ErrorCode | null } | null;
  /** Deleted elsewhere while open. */
  deleted: boolean;
  editing: boolean;
  save: WriteState;
  conflict: ConflictState | null;
  /** Comments, watch, contacts, tasks, files: one at a time. */
  busy: boolean;
  history: { status: RequestStatus; entries: HistoryEntry[] };
  /** "As it was": a past version shown read-only (version null: at a time). */
  past: { version: number | null; at: string | null; status: RequestStatus; view: ProtocolView | null } | null;
  /** A past version compared with the current one. */
  compare: { version: number; status: RequestStatus; view: ProtocolView | null } | null;
  tasks: { status: RequestStatus; rows: LinkedTask[] };
  /** Names of linked contacts by id (read one by one). */
  contactNames: Record<string, string>;
}

export interface ProtocolsState {
  list: { status: RequestStatus; rows: ShownProtocol[]; total: number; query: ProtocolsQuery; key: string; outdated: boolean };
  recent: { status: RequestStatus; rows: ShownProtocol[] };
  detail: ProtocolDetailState;
  create: WriteState;
  /** The pickers' searches (types, teams and users: the shared lookups, protocol-lookups.ts). */
  search: {
    contacts: { status: RequestStatus; data: ContactView[] };
    tasks: { status: RequestStatus; data: LinkedTask[] };
  };
}

export const idleWrite: WriteState = { status: 'idle', code: null, fieldErrors: null, serial: 0 };

export const initialDetailState: ProtocolDetailState = {
  id: null,
  view: null,
  can: null,
  status: 'idle',
  error: null,
  deleted: false,
  editing: false,
  save: idleWrite,
  conflict: null,
  busy: false,
  history: { status: 'idle', entries: [] },
  past: null,
  compare: null,
  tasks: { status: 'idle', rows: [] },
  contactNames: {},
};

/** The state before the protocols feature loaded (and after a logout). */
export const initialProtocolsState: ProtocolsState = {
  list: { status: 'idle', rows: [], total: 0, query: DEFAULT_PROTOCOLS_QUERY, key: '', outdated: false },
  recent: { status: 'idle', rows: [] },
  detail: initialDetailState,
  create: idleWrite,
  search: { contacts: { status: 'idle', data: [] }, tasks: { status: 'idle', data: [] } },
};
