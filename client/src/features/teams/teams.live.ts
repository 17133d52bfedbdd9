import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { TeamsState } from './teams.slice';

/** The state before the teams feature loaded (and after a logout). */
export const initialTeamsState: TeamsState = {
  list: { ids: [], entities: {}, status: 'idle' },
  staff: { status: 'idle', users: [] },
  busy: {},
  dialog: { mode: null, teamId: null, status: 'idle', error: null, fieldErrors: null, serial: 0 },
  addForm: { teamId: null, status: 'idle', error: null, serial: 0 },
  refusal: null,
  chosenId: null,
};

/** The teams actions the app dispatches before the screen loaded: live pushes and re-reads after a reconnect. */
export const teamsLiveActions = {
  listRequested: createAction('teams/listRequested'),
  /** Pushed `teams/teamChanged` (the team without permissions; null when deleted): the saga reads the team again. */
  viewPushed: createAction<ViewChangedMessage>('teams/viewPushed'),
  /** Pushed `teams/membershipsChanged` (the caller's own grants changed): which teams they manage may have changed. */
  membershipsPushed: createAction<ViewChangedMessage>('teams/membershipsPushed'),
};
