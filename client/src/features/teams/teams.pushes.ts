import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { EntityState } from '@reduxjs/toolkit';
import type { ErrorCode, TeamPermission, TeamView, MemberView } from '@kollab/contracts';
import type { FormStatus, RequestStatus } from '../../lib/request-status';

export type TeamDialogMode = 'create' | 'rename';

/** A member's grant as the editor sends it (PUT v1/teams/{id}/members/{user_id}). */
export interface MemberGrant {
  permissions: TeamPermission[];
  extended_permissions: boolean;
}

/** What a refusal in a team's pane was about, shown beside the members (seed §8 Teams messages). */
export interface TeamRefusal {
  teamId: string;
  code: ErrorCode;
}

export interface TeamsState {
  list: EntityState<TeamView, string> & { status: RequestStatus };
  /** The account's people (GET v2/users/, every status): names, and the picker of new members. */
  staff: { status: RequestStatus; users: MemberView[] };
  /** In flight per team (`<teamId>`) or per member (`<teamId>:<userId>`): their controls are disabled meanwhile. */
  busy: Record<string, true>;
  dialog: {
    mode: TeamDialogMode | null;
    teamId: string | null;
    status: FormStatus;
    error: ErrorCode | null;
    fieldErrors: Record<string, string[]> | null;
    serial: number;
  };
  /** The add-member form of one team. */
  addForm: { teamId: string | null; status: FormStatus; error: ErrorCode | null; serial: number };
  refusal: TeamRefusal | null;
  /** The team shown on the right (null: the first one); a team just created is chosen. */
  chosenId: string | null;
}

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
export const teamsPushActions = {
  listRequested: createAction('teams/listRequested'),
  /** Pushed `teams/teamChanged` (the team without permissions; null when deleted): the saga reads the team again. */
  viewPushed: createAction<ViewChangedMessage>('teams/viewPushed'),
  /** Pushed `teams/membershipsChanged` (the caller's own grants changed): which teams they manage may have changed. */
  membershipsPushed: createAction<ViewChangedMessage>('teams/membershipsPushed'),
};
