import { combineReducers, createSelector } from '@reduxjs/toolkit';
import type { ClaimTypeNode, MemberView } from '@kollab/contracts';
import { selectClaimTypes, selectTaskTypes, selectTeams, selectUsers } from '../../lib/lookups.api';
import { sharedNamesOf } from '../collab/shared-names';
import { myTasksActions, myTasksReducer } from './my-tasks.slice';
import { taskCreateActions, taskCreateReducer } from './task-create.slice';
import { taskDetailActions, taskDetailReducer } from './task-detail.slice';
import { taskListActions, taskListReducer } from './task-list.slice';
import { taskLookupsActions, taskLookupsReducer } from './task-lookups.slice';
import { tasksPushActions } from './tasks.pushes';
import {
  initialMyTasksState,
  initialTaskCreateState,
  initialTaskDetailState,
  initialTaskListState,
  initialTaskLookupsState,
  type TasksState,
} from './tasks.state';

/** The tasks feature's state: list, open task, create form, searches and the home card (all slices named `tasks`). */
export const tasksSliceReducer = combineReducers({
  list: taskListReducer,
  detail: taskDetailReducer,
  create: taskCreateReducer,
  lookups: taskLookupsReducer,
  mine: myTasksReducer,
});

export const tasksActions = {
  ...taskListActions,
  ...taskDetailActions,
  ...taskCreateActions,
  ...taskLookupsActions,
  ...myTasksActions,
  ...tasksPushActions,
};

/** Before the feature's first action the store holds `{}` for tasks (index.ts): each part falls back to its initial state. */
type WithTasks = { tasks: Partial<TasksState> };

export const selectTaskList = (state: WithTasks) => state.tasks.list ?? initialTaskListState;
export const selectTaskDetail = (state: WithTasks) => state.tasks.detail ?? initialTaskDetailState;
export const selectTaskCreate = (state: WithTasks) => state.tasks.create ?? initialTaskCreateState;
export const selectTaskLookups = (state: WithTasks) => state.tasks.lookups ?? initialTaskLookupsState;
export const selectMyTasks = (state: WithTasks) => state.tasks.mine ?? initialMyTasksState;

const nameOf = (user: MemberView) => user.full_name || user.username;

/** The names the portal views on screen carry (portal users cannot read the lookups). */
const selectSharedNames = createSelector(
  [(state: WithTasks) => selectTaskDetail(state).view, (state: WithTasks) => selectTaskList(state).rows],
  (view, rows) => sharedNamesOf([view, ...rows]),
);

/**
 * The shared lookups (lib/lookups.api.ts) as the task screens name them; a screen's
 * useTaskLookups keeps them read. Names by id (a user who left keeps their name in lists and
 * the history); for portal users those their views carry.
 */
export const selectTaskUserNames = createSelector([selectUsers, selectSharedNames], (users, shared) => ({
  ...shared.users,
  ...Object.fromEntries(users.map((user) => [user.id, nameOf(user)])),
}));
/** Who may be assigned or be a viewer: active staff (not portal users). */
export const selectAssignableUsers = createSelector([selectUsers], (users) => users.filter((user) => user.status === 'active' && !user.portal));
export const selectTaskTypeTitles = createSelector([selectTaskTypes, selectSharedNames], (types, shared) => ({
  ...shared.types,
  ...Object.fromEntries(types.map((type) => [type.id, type.title])),
}));
export const selectTeamNames = createSelector([selectTeams], (teams) => Object.fromEntries(teams.map((team) => [team.id, team.name])));

/** The claim tree flattened depth first, with each node's depth (for an indented picker). */
export function flattenClaims(nodes: readonly ClaimTypeNode[], depth = 0): Array<{ id: string; title: string; depth: number }> {
  return nodes.flatMap((node) => [{ id: node.id, title: node.title, depth }, ...flattenClaims(node.children, depth + 1)]);
}
export const selectClaimChoices = createSelector([selectClaimTypes], (nodes) => flattenClaims(nodes));
