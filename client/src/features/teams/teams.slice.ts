import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddTeamMemberInput, CreateTeamInput, ErrorCode, MemberView, TeamListView, TeamView } from '@kollab/contracts';
import { upsertUnlessOlder } from '../../lib/newest-rows';
import {
  formRejected,
  formSubmitting,
  requestFailed,
  requestStarted,
  requestStartedUnlessLoaded,
  rowsLoaded,
  type Rejection,
} from '../../lib/request-status';
import { initialTeamsState, teamsPushActions, type MemberGrant, type TeamDialogMode, type TeamsState } from './teams.pushes';

export type { FormStatus } from '../../lib/request-status';
export type { MemberGrant, TeamDialogMode, TeamRefusal, TeamsState } from './teams.pushes';

const adapter = createEntityAdapter<TeamView>({ sortComparer: (a, b) => a.name.localeCompare(b.name) });

const closedDialog = { mode: null, teamId: null, status: 'idle', error: null, fieldErrors: null } as const;

export const memberKey = (teamId: string, userId: string) => `${teamId}:${userId}`;

type MemberRef = { teamId: string; userId: string };

const teams = createSlice({
  name: 'teams',
  initialState: initialTeamsState,
  reducers: {
    listLoaded(state, action: PayloadAction<TeamListView>) {
      rowsLoaded(adapter, state.list, action.payload.data);
    },
    listLoadFailed(state) {
      requestFailed(state.list);
    },
    /** One team read again (after a write or a push): it carries the permissions the list would. */
    teamRequested(_state, _action: PayloadAction<{ id: string }>) {},
    teamLoaded(state, action: PayloadAction<TeamView>) {
      upsertUnlessOlder(adapter, state.list, action.payload);
    },
    teamGone(state, action: PayloadAction<{ id: string }>) {
      adapter.removeOne(state.list, action.payload.id);
      delete state.busy[action.payload.id];
    },
    staffRequested(state) {
      requestStartedUnlessLoaded(state.staff);
    },
    staffLoaded(state, action: PayloadAction<MemberView[]>) {
      state.staff = { status: 'loaded', users: action.payload };
    },
    staffLoadFailed(state) {
      requestFailed(state.staff);
    },
    dialogOpened(state, action: PayloadAction<{ mode: TeamDialogMode; teamId?: string }>) {
      state.dialog = { ...closedDialog, mode: action.payload.mode, teamId: action.payload.teamId ?? null, serial: state.dialog.serial + 1 };
    },
    dialogClosed(state) {
      state.dialog = { ...closedDialog, serial: state.dialog.serial };
    },
    saveRequested(
      state,
      _action: PayloadAction<{ mode: 'create'; input: CreateTeamInput } | { mode: 'rename'; id: string; version: number; input: CreateTeamInput }>,
    ) {
      formSubmitting(state.dialog);
    },
    saveAccepted(state, action: PayloadAction<{ id: string; mode: TeamDialogMode }>) {
      state.dialog = { ...closedDialog, serial: state.dialog.serial };
      if (action.payload.mode === 'create') state.chosenId = action.payload.id;
    },
    saveRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.dialog, action.payload);
    },
    deleteRequested(state, action: PayloadAction<{ id: string; version: number }>) {
      state.busy[action.payload.id] = true;
    },
    deleteAccepted(state, action: PayloadAction<{ id: string }>) {
      delete state.busy[action.payload.id];
      adapter.removeOne(state.list, action.payload.id);
    },
    deleteRejected(state, action: PayloadAction<{ id: string; code: ErrorCode }>) {
      delete state.busy[action.payload.id];
    },
    teamChosen(state, action: PayloadAction<{ id: string }>) {
      state.chosenId = action.payload.id;
    },
    memberAddRequested(state, action: PayloadAction<{ teamId: string; input: AddTeamMemberInput }>) {
      state.addForm.teamId = action.payload.teamId;
      formSubmitting(state.addForm);
    },
    memberAddAccepted(state, action: PayloadAction<MemberRef>) {
      // a new serial clears the form for the next member
      state.addForm = { teamId: action.payload.teamId, status: 'idle', error: null, serial: state.addForm.serial + 1 };
    },
    memberAddRejected(state, action: PayloadAction<{ teamId: string; code: ErrorCode }>) {
      state.addForm.teamId = action.payload.teamId;
      formRejected(state.addForm, action.payload);
    },
    memberChangeRequested(state, action: PayloadAction<MemberRef & MemberGrant>) {
      state.busy[memberKey(action.payload.teamId, action.payload.userId)] = true;
      state.refusal = null;
    },
    memberChangeAccepted(state, action: PayloadAction<MemberRef & MemberGrant>) {
      const { teamId, userId, permissions, extended_permissions } = action.payload;
      delete state.busy[memberKey(teamId, userId)];
      const member = state.list.entities[teamId]?.members.find((item) => item.user_id === userId);
      if (member) Object.assign(member, { permissions, extended_permissions });
    },
    memberRemoveRequested(state, action: PayloadAction<MemberRef>) {
      state.busy[memberKey(action.payload.teamId, action.payload.userId)] = true;
      state.refusal = null;
    },
    memberRemoveAccepted(state, action: PayloadAction<MemberRef>) {
      const { teamId, userId } = action.payload;
      delete state.busy[memberKey(teamId, userId)];
      const team = state.list.entities[teamId];
      if (team) team.members = team.members.filter((item) => item.user_id !== userId);
    },
    /** A member change or removal refused: e.g. "last admin cannot be removed", shown in the team's pane. */
    memberRejected(state, action: PayloadAction<MemberRef & { code: ErrorCode }>) {
      delete state.busy[memberKey(action.payload.teamId, action.payload.userId)];
      state.refusal = { teamId: action.payload.teamId, code: action.payload.code };
    },
    refusalDismissed(state) {
      state.refusal = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(teamsPushActions.listRequested, (state) => requestStarted(state.list));
  },
});

const entitySelectors = adapter.getSelectors();

export const teamsActions = { ...teams.actions, ...teamsPushActions };
/** The reducer itself; the store holds it through index.ts (loaded on first use). */
export const teamsSliceReducer = teams.reducer;

type WithTeams = { teams: TeamsState };
export const selectTeamsList = (state: WithTeams) => state.teams.list;
/** Every team of the account, by name. */
export const selectAllTeams = (state: WithTeams): TeamView[] => entitySelectors.selectAll(state.teams.list);
export const selectTeamsStaff = (state: WithTeams) => state.teams.staff;
export const selectTeamsBusy = (state: WithTeams) => state.teams.busy;
export const selectTeamDialog = (state: WithTeams) => state.teams.dialog;
export const selectTeamAddForm = (state: WithTeams) => state.teams.addForm;
export const selectTeamRefusal = (state: WithTeams) => state.teams.refusal;
export const selectChosenTeamId = (state: WithTeams) => state.teams.chosenId;

/** The caller holds `admin` in the team (their own member entry says so). */
export const administers = (team: TeamView, userId: string | null): boolean =>
  userId !== null && team.members.some((member) => member.user_id === userId && member.permissions?.includes('admin') === true);

/**
 * The teams the caller may manage: every team for a manager, for a team admin the teams
 * they administer (the server refuses the others with 403, so they are not offered).
 */
export function manageableTeams(teams: readonly TeamView[], caller: { userId: string | null; manager: boolean }): TeamView[] {
  return caller.manager ? [...teams] : teams.filter((team) => administers(team, caller.userId));
}
