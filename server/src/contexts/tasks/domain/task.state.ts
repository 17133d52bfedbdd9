import type { ItemFile, SettableTaskStatus, TaskAssigneeStatus, TaskStatus } from '@kollab/contracts';
import type { TaskEvent, TaskFields, TaskRepeat } from './task.events';

export interface TaskAssignee {
  user_id: string;
  status: TaskAssigneeStatus;
}

export interface TaskComment {
  id: string;
  body: string;
  author_id: string;
  created_at: string;
  updated_at: string;
}

export interface TaskContact {
  contact_id: string;
  public: boolean;
}

export type TaskFile = ItemFile;

export type LiveTask = TaskFields & {
  lifecycle: 'live' | 'deleted';
  number: string | null;
  status: TaskStatus;
  /** The status the task had when it became overdue (it gets it back when its due date moves out of the past). */
  status_before_overdue?: SettableTaskStatus;
  /** The due date the task was last reminded of (TaskDueTomorrow): once per due date. Not in its view. */
  reminded_due_date?: string;
  created_by: string;
  published: boolean;
  published_at: string | null;
  published_by: string | null;
  assignees: TaskAssignee[];
  viewers: string[];
  watchers: string[];
  comments: TaskComment[];
  contacts: TaskContact[];
  /** Ids of the linked protocols, in the order they were linked. */
  protocols: string[];
  files: TaskFile[];
  /**
   * Recurring tasks: the series while the task repeats; null once its series ended on it;
   * absent when it never repeated (so a task that had a series before starts a new one).
   */
  repeat?: TaskRepeat | null;
};

/** A task as folded from `task-<uuid>`. */
export type TaskState = { lifecycle: 'none' } | LiveTask;

export const initialTaskState = (): TaskState => ({ lifecycle: 'none' });

const without = (list: string[], id: string): string[] => list.filter((value) => value !== id);
const withOne = (list: string[], id: string): string[] => (list.includes(id) ? list : [...list, id]);

export function evolveTask(state: TaskState, event: TaskEvent): TaskState {
  if (event.type === 'TaskCreated') {
    const { number, created_by, claims, ...fields } = event.data;
    return {
      lifecycle: 'live',
      ...fields,
      claims: claims ?? [],
      number,
      created_by,
      status: 'open',
      published: false,
      published_at: null,
      published_by: null,
      assignees: [],
      viewers: [],
      watchers: [],
      comments: [],
      contacts: [],
      protocols: [],
      files: [],
    };
  }
  if (state.lifecycle !== 'live') return state;
  switch (event.type) {
    case 'TaskChanged':
      return { ...state, ...event.data };
    case 'TaskPublished':
      return { ...state, published: true, ...event.data };
    case 'TaskUnpublished':
      return { ...state, published: false, published_at: null, published_by: null };
    case 'TaskDeleted':
      return { ...state, lifecycle: 'deleted' };
    case 'TaskStatusChanged': {
      const { status_before_overdue: _dropped, ...rest } = state;
      return { ...rest, status: event.data.status };
    }
    case 'TaskBecameOverdue':
      return state.status === 'overdue'
        ? state
        : { ...state, status: 'overdue', status_before_overdue: state.status === 'closed' ? 'open' : state.status };
    case 'TaskDueTomorrow':
      return { ...state, reminded_due_date: event.data.due_date };
    case 'TaskAssigned':
      return { ...state, assignees: [...state.assignees, { user_id: event.data.user_id, status: 'open' }] };
    case 'TaskUnassigned':
      return { ...state, assignees: state.assignees.filter((a) => a.user_id !== event.data.user_id) };
    case 'TaskAssigneeStatusChanged':
      return { ...state, assignees: state.assignees.map((a) => (a.user_id === event.data.user_id ? { ...a, status: event.data.status } : a)) };
    case 'TaskViewerAdded':
      return { ...state, viewers: withOne(state.viewers, event.data.user_id) };
    case 'TaskViewerRemoved':
      return { ...state, viewers: without(state.viewers, event.data.user_id) };
    case 'TaskWatched':
      return { ...state, watchers: withOne(state.watchers, event.data.user_id) };
    case 'TaskUnwatched':
      return { ...state, watchers: without(state.watchers, event.data.user_id) };
    case 'TaskCommentAdded': {
      const { comment_id, body, author_id, at } = event.data;
      return { ...state, comments: [...state.comments, { id: comment_id, body, author_id, created_at: at, updated_at: at }] };
    }
    case 'TaskCommentChanged':
      return {
        ...state,
        comments: state.comments.map((c) => (c.id === event.data.comment_id ? { ...c, body: event.data.body, updated_at: event.data.at } : c)),
      };
    case 'TaskCommentRemoved':
      return { ...state, comments: state.comments.filter((c) => c.id !== event.data.comment_id) };
    case 'TaskContactLinked':
      return { ...state, contacts: [...state.contacts, { ...event.data }] };
    case 'TaskContactVisibilityChanged':
      return { ...state, contacts: state.contacts.map((c) => (c.contact_id === event.data.contact_id ? { ...event.data } : c)) };
    case 'TaskContactUnlinked':
      return { ...state, contacts: state.contacts.filter((c) => c.contact_id !== event.data.contact_id) };
    case 'TaskProtocolLinked':
      return { ...state, protocols: withOne(state.protocols, event.data.protocol_id) };
    case 'TaskProtocolUnlinked':
      return { ...state, protocols: without(state.protocols, event.data.protocol_id) };
    case 'TaskFileAdded': {
      const { file_id, name, content_type, size, added_by, at } = event.data;
      return { ...state, files: [...state.files, { id: file_id, name, content_type, size, added_by, added_at: at }] };
    }
    case 'TaskFileRemoved':
      return { ...state, files: state.files.filter((f) => f.id !== event.data.file_id) };
    case 'TaskRepeatSet':
      return { ...state, repeat: { ...event.data } };
    case 'TaskRepeatEnded':
      return { ...state, repeat: null };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
