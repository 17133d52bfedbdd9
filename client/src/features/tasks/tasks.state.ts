import type { ContactView, ErrorCode, HistoryEntry, ItemAbilities, PortalTaskView, TaskView } from '@kollab/contracts';
import { DEFAULT_TASKS_QUERY, type TasksQuery } from './tasks-query.model';
import type { RequestStatus } from '../../lib/request-status';

/** A task as the caller sees it: the full TaskView (staff) or the PortalTaskView (portal users). */
export type ShownTask = TaskView | PortalTaskView;

export const isStaffView = (task: ShownTask): task is TaskView => 'team' in task;

/** A linked protocol as the task shows it (GET v1/tasks/{id}/protocols). */
export interface LinkedProtocol {
  id: string;
  number: string | null;
  title: string;
}

export interface TaskListState {
  status: RequestStatus;
  /** The query the rows answer (the URL's). */
  query: TasksQuery;
  rows: ShownTask[];
  total: number;
  /** A task not on this page was created or changed elsewhere: the page is read again once. */
  outdated: boolean;
}

/** A write refused with 409: the base (my form's version), the current task and my changed fields. */
export interface TaskConflict {
  base: TaskView;
  current: TaskView;
  mine: Record<string, unknown>;
}

export interface TaskDetailState {
  id: string | null;
  status: RequestStatus;
  view: ShownTask | null;
  /** What I may do with the open task (`can` of the last GET; pushes keep it); null before the first read. */
  can: ItemAbilities | null;
  error: { status: number; code: ErrorCode | null } | null;
  /** Someone deleted the open task (push). */
  deleted: boolean;
  /** A write in flight (its name), for disabling its control. */
  busy: string | null;
  /** The last edit's 422 field errors, and its code (a refusal without field errors, e.g. publishing without team and type). */
  fieldErrors: Record<string, string[]> | null;
  editCode: ErrorCode | null;
  /** Counts accepted edits of the fields (the form starts over from the task after one). */
  saved: number;
  conflict: TaskConflict | null;
  /** "Show as it was" (history scrubber). */
  past: { version: number | null; status: RequestStatus; view: TaskView | null };
  /** "Compare with current". */
  compare: { version: number | null; status: RequestStatus; view: TaskView | null };
  history: { status: RequestStatus; entries: HistoryEntry[] };
  protocols: { status: RequestStatus; items: LinkedProtocol[] };
}

export interface TaskCreateState {
  status: 'idle' | 'saving' | 'failed';
  code: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
}

export interface Lookup<T> {
  status: RequestStatus;
  data: T[];
}

/** What the task screens search and name themselves (types, teams and users: the shared lookups, task-lookups.ts). */
export interface TaskLookupsState {
  /** Contact search for linking (GET v1/contacts?search=). */
  contactSearch: Lookup<ContactView>;
  /** Protocol search for linking (GET v1/protocols?filter[search]=). */
  protocolSearch: Lookup<LinkedProtocol>;
  /** Names of linked contacts by id (read one by one). */
  contactNames: Record<string, string>;
}

/** The home page's card: my open, in-progress and overdue tasks as assignee. */
export interface MyTasksState {
  status: RequestStatus;
  rows: ShownTask[];
  outdated: boolean;
}

export interface TasksState {
  list: TaskListState;
  detail: TaskDetailState;
  create: TaskCreateState;
  lookups: TaskLookupsState;
  mine: MyTasksState;
}

const none = <T>(): Lookup<T> => ({ status: 'idle', data: [] });

export const initialTaskListState: TaskListState = { status: 'idle', query: DEFAULT_TASKS_QUERY, rows: [], total: 0, outdated: false };
export const initialTaskDetailState: TaskDetailState = {
  id: null,
  status: 'idle',
  view: null,
  can: null,
  error: null,
  deleted: false,
  busy: null,
  fieldErrors: null,
  editCode: null,
  saved: 0,
  conflict: null,
  past: { version: null, status: 'idle', view: null },
  compare: { version: null, status: 'idle', view: null },
  history: { status: 'idle', entries: [] },
  protocols: { status: 'idle', items: [] },
};
export const initialTaskCreateState: TaskCreateState = { status: 'idle', code: null, fieldErrors: null };
export const initialTaskLookupsState: TaskLookupsState = {
  contactSearch: none(),
  protocolSearch: none(),
  contactNames: {},
};
export const initialMyTasksState: MyTasksState = { status: 'idle', rows: [], outdated: false };

/** The state before the tasks feature loaded (and after a logout). */
export const initialTasksState: TasksState = {
  list: initialTaskListState,
  detail: initialTaskDetailState,
  create: initialTaskCreateState,
  lookups: initialTaskLookupsState,
  mine: initialMyTasksState,
};
