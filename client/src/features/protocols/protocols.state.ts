import type { ContactView, ProtocolView } from '@kollab/contracts';
import type { ItemDetailState, WriteState } from '../collab/item-state';
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

/** The open protocol (collab's item shape; staff or portal view), its linked tasks and the names of its contacts. */
export interface ProtocolDetailState extends ItemDetailState<ShownProtocol, ProtocolView, Partial<ProtocolFields>> {
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
