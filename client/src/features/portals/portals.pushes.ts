import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { EntityState } from '@reduxjs/toolkit';
import type { ContactPersonView, ErrorCode, MemberView, PortalView } from '@kollab/contracts';
import type { FormStatus, RequestStatus } from '../../lib/request-status';

/** A contact as the picker offers it. */
export interface ContactOption {
  id: string;
  name: string;
  number: string;
}

export interface PortalsState {
  list: EntityState<PortalView, string> & { status: RequestStatus };
  /** Active members (GET v2/users/): who may look after a portal. */
  staff: { status: RequestStatus; users: MemberView[] };
  contacts: { status: RequestStatus; options: ContactOption[] };
  /** The persons of each portal's contact, read when its portal is opened. */
  persons: Record<string, { status: RequestStatus; persons: ContactPersonView[] }>;
  /** In flight per portal (`<portalId>`) or per portal user (`<portalId>:<userId>`). */
  busy: Record<string, true>;
  dialog: { open: boolean; status: FormStatus; error: ErrorCode | null; fieldErrors: Record<string, string[]> | null; serial: number };
  addForm: { portalId: string | null; status: FormStatus; error: ErrorCode | null; serial: number };
  /** A refused change inside a portal (contact person, portal users), shown there. */
  refusal: { portalId: string; code: ErrorCode } | null;
  slotsDialog: { open: boolean; code: ErrorCode | null };
}

/** The state before the portals feature loaded (and after a logout). */
export const initialPortalsState: PortalsState = {
  list: { ids: [], entities: {}, status: 'idle' },
  staff: { status: 'idle', users: [] },
  contacts: { status: 'idle', options: [] },
  persons: {},
  busy: {},
  dialog: { open: false, status: 'idle', error: null, fieldErrors: null, serial: 0 },
  addForm: { portalId: null, status: 'idle', error: null, serial: 0 },
  refusal: null,
  slotsDialog: { open: false, code: null },
};

/** The portals actions the app dispatches before the screen loaded: live pushes and re-reads after a reconnect. */
export const portalsPushActions = {
  listRequested: createAction('portals/listRequested'),
  /** Pushed `portals/portalChanged` (the portal's ids, null when deleted): the saga reads the portal again. */
  viewPushed: createAction<ViewChangedMessage>('portals/viewPushed'),
};
