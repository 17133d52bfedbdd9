import type { TaskAssigneeStatus, SettableTaskStatus, TaskRepeatRule } from '@kollab/contracts';
import type { TaskFields } from './task.events';
import type { TaskContact } from './task.state';

/** What the handler looked up for a decision on the task's fields. */
export interface TaskFieldFacts {
  /** The type named by the draft is a task type of the account (true when none is named). */
  typeKnown: boolean;
  /** The team named by the draft is a team of the account (true when none is named). */
  teamKnown: boolean;
  /** The sent claims that are no claim type of the account (empty when none were sent). */
  unknownClaims: string[];
  /** The type the task will have (the sent one, else its current one) is a task type with `is_claim`. */
  typeIsClaim: boolean;
}

/** Who acts, when (command metadata the decider needs in its events). */
export interface TaskActor {
  userId: string;
  now: string;
}

/**
 * A new task that repeats (issue 16): POST with `repeat` (first: the due date, index 1), or the
 * next occurrence of a series, made by the scheduler (the series' `first`, its index).
 * `enabled`: the account has `apps.tasks.recurring`.
 */
export interface NewTaskSeries {
  rule: TaskRepeatRule;
  first: string | null;
  series_id: string;
  index: number;
  enabled: boolean;
}

/** The facts of a decision on a task's `repeat` (PATCH). */
export interface TaskRepeatFacts {
  /** The account has `apps.tasks.recurring` (setting or changing a rule needs it, ending not). */
  enabled: boolean;
  /** The task's id: the series id when the task starts its first series. */
  task_id: string;
  /** A fresh id: the series id when the task starts a series again (it was in one before). */
  new_series_id: string;
  /** The next occurrence of the task's series: not made yet, made, or made and deleted since. */
  successor: 'none' | 'live' | 'deleted';
}

/**
 * `series`: the task repeats. `assignees` and `contacts` (the scheduler's next occurrence
 * only): active members and known contacts, as the handler found them.
 */
export type CreateTask = {
  type: 'CreateTask';
  data: {
    fields: TaskFields;
    publish: boolean;
    number: string | null;
    actor: TaskActor;
    facts: TaskFieldFacts;
    series?: NewTaskSeries;
    assignees?: string[];
    contacts?: TaskContact[];
  };
};
/**
 * PATCH: `changes` holds the fields sent (null clears); `number` when the task gets its first type;
 * `repeat` when sent (a rule sets or changes the series from this task on, null ends it).
 */
export type ChangeTask = {
  type: 'ChangeTask';
  data: {
    changes: Partial<{ [K in keyof TaskFields]: TaskFields[K] | null }>;
    publish?: boolean;
    number?: string;
    actor: TaskActor;
    facts: TaskFieldFacts;
    repeat?: { rule: TaskRepeatRule | null; facts: TaskRepeatFacts };
  };
};
export type DeleteTask = { type: 'DeleteTask'; data: Record<string, never> };
/** `today` (YYYY-MM-DD, UTC): a task reopened after its due date passed is overdue at once. */
export type ChangeTaskStatus = { type: 'ChangeTaskStatus'; data: { status: SettableTaskStatus; today: string } };
/** The overdue job: `today` (YYYY-MM-DD, UTC) is after `due_date`, the due date it was scheduled for. */
export type MarkTaskOverdue = { type: 'MarkTaskOverdue'; data: { due_date: string; today: string } };
/**
 * The due-tomorrow reminder job (issue 17): `due_date` is the due date it was scheduled for,
 * `today` (YYYY-MM-DD, UTC) the day it runs (the day before, or later when it ran late).
 */
export type RemindTaskDue = { type: 'RemindTaskDue'; data: { due_date: string; today: string } };
export type AssignTask = { type: 'AssignTask'; data: { user_id: string; active: boolean } };
export type UnassignTask = { type: 'UnassignTask'; data: { user_id: string } };
export type ChangeAssigneeStatus = { type: 'ChangeAssigneeStatus'; data: { user_id: string; status: TaskAssigneeStatus; actorId: string } };
export type AddTaskViewer = { type: 'AddTaskViewer'; data: { user_id: string; active: boolean } };
export type RemoveTaskViewer = { type: 'RemoveTaskViewer'; data: { user_id: string } };
export type WatchTask = { type: 'WatchTask'; data: { user_id: string; watching: boolean } };
export type AddTaskComment = { type: 'AddTaskComment'; data: { comment_id: string; body: string; actor: TaskActor } };
export type ChangeTaskComment = { type: 'ChangeTaskComment'; data: { comment_id: string; body: string; actor: TaskActor } };
export type RemoveTaskComment = { type: 'RemoveTaskComment'; data: { comment_id: string; actor: TaskActor } };
export type LinkTaskContact = { type: 'LinkTaskContact'; data: { contact_id: string; public: boolean; contactKnown: boolean } };
/**
 * Seed §8 facts of hiding or unlinking a contact: `sharingProtocolIds` are the live
 * protocols, among those linked to the task when the handler looked, that are linked
 * publicly to the contact (PROTOCOL_LINKS).
 */
export type ChangeTaskContactVisibility = {
  type: 'ChangeTaskContactVisibility';
  data: { contact_id: string; public: boolean; sharingProtocolIds: string[] };
};
export type UnlinkTaskContact = { type: 'UnlinkTaskContact'; data: { contact_id: string; sharingProtocolIds: string[] } };
/** `protocolKnown`: a live protocol of the account that the caller may read. */
export type LinkTaskProtocol = { type: 'LinkTaskProtocol'; data: { protocol_id: string; protocolKnown: boolean } };
export type UnlinkTaskProtocol = { type: 'UnlinkTaskProtocol'; data: { protocol_id: string } };
/** The file is in the files store already (the handler stored it; it removes it again when this is refused). */
export type AddTaskFile = { type: 'AddTaskFile'; data: { file_id: string; name: string; content_type: string; size: number; actor: TaskActor } };
export type RemoveTaskFile = { type: 'RemoveTaskFile'; data: { file_id: string } };

export type TaskCommand =
  | CreateTask
  | ChangeTask
  | DeleteTask
  | ChangeTaskStatus
  | MarkTaskOverdue
  | RemindTaskDue
  | AssignTask
  | UnassignTask
  | ChangeAssigneeStatus
  | AddTaskViewer
  | RemoveTaskViewer
  | WatchTask
  | AddTaskComment
  | ChangeTaskComment
  | RemoveTaskComment
  | LinkTaskContact
  | ChangeTaskContactVisibility
  | UnlinkTaskContact
  | LinkTaskProtocol
  | UnlinkTaskProtocol
  | AddTaskFile
  | RemoveTaskFile;
