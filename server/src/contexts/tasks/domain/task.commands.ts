import type { TaskAssigneeStatus, SettableTaskStatus } from '@kollab/contracts';
import type { TaskFields } from './task.events';

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

export type CreateTask = {
  type: 'CreateTask';
  data: { fields: TaskFields; publish: boolean; number: string | null; actor: TaskActor; facts: TaskFieldFacts };
};
/** PATCH: `changes` holds the fields sent (null clears); `number` when the task gets its first type. */
export type ChangeTask = {
  type: 'ChangeTask';
  data: {
    changes: Partial<{ [K in keyof TaskFields]: TaskFields[K] | null }>;
    publish?: boolean;
    number?: string;
    actor: TaskActor;
    facts: TaskFieldFacts;
  };
};
export type DeleteTask = { type: 'DeleteTask'; data: Record<string, never> };
/** `today` (YYYY-MM-DD, UTC): a task reopened after its due date passed is overdue at once. */
export type ChangeTaskStatus = { type: 'ChangeTaskStatus'; data: { status: SettableTaskStatus; today: string } };
/** The overdue job: `today` (YYYY-MM-DD, UTC) is after `due_date`, the due date it was scheduled for. */
export type MarkTaskOverdue = { type: 'MarkTaskOverdue'; data: { due_date: string; today: string } };
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
