import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { PortalsState } from './portals.slice';

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
export const portalsLiveActions = {
  listRequested: createAction('portals/listRequested'),
  /** Pushed `portals/portalChanged` (the portal's ids, null when deleted): the saga reads the portal again. */
  viewPushed: createAction<ViewChangedMessage>('portals/viewPushed'),
};
