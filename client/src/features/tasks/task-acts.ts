import type { SettableTaskStatus, TaskAssigneeStatus } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';
import { tasksApi } from './tasks.api';

/**
 * The writes on an open task besides its fields (each its own route, each with If-Match the
 * task's version): status, watching, assignees and their own status, viewers, comments,
 * linked contacts and protocols, files.
 */
export type TaskAct =
  | { kind: 'status'; status: SettableTaskStatus }
  | { kind: 'watch'; watching: boolean }
  | { kind: 'assign'; userId: string }
  | { kind: 'unassign'; userId: string }
  | { kind: 'assigneeStatus'; userId: string; status: TaskAssigneeStatus }
  | { kind: 'addViewer'; userId: string }
  | { kind: 'removeViewer'; userId: string }
  | { kind: 'comment'; body: string }
  | { kind: 'changeComment'; commentId: string; body: string }
  | { kind: 'removeComment'; commentId: string }
  | { kind: 'linkContact'; contactId: string; shared: boolean }
  | { kind: 'shareContact'; contactId: string; shared: boolean }
  | { kind: 'unlinkContact'; contactId: string }
  | { kind: 'linkProtocol'; protocolId: string }
  | { kind: 'unlinkProtocol'; protocolId: string }
  | { kind: 'upload'; file: File }
  | { kind: 'removeFile'; fileId: string };

export type TaskActKind = TaskAct['kind'];

/** The request of an act on task `id` at `version`. */
export function requestOfAct(id: string, version: number, act: TaskAct): ApiRequest {
  switch (act.kind) {
    case 'status':
      return tasksApi.setStatus(id, act.status, version);
    case 'watch':
      return tasksApi.watch(id, act.watching ? 'watching' : 'not_watching', version);
    case 'assign':
      return tasksApi.addAssignee(id, act.userId, version);
    case 'unassign':
      return tasksApi.removeAssignee(id, act.userId, version);
    case 'assigneeStatus':
      return tasksApi.assigneeStatus(id, act.userId, act.status, version);
    case 'addViewer':
      return tasksApi.addViewer(id, act.userId, version);
    case 'removeViewer':
      return tasksApi.removeViewer(id, act.userId, version);
    case 'comment':
      return tasksApi.addComment(id, act.body, version);
    case 'changeComment':
      return tasksApi.changeComment(id, act.commentId, act.body, version);
    case 'removeComment':
      return tasksApi.removeComment(id, act.commentId, version);
    case 'linkContact':
      return tasksApi.linkContact(id, act.contactId, act.shared, version);
    case 'shareContact':
      return tasksApi.shareContact(id, act.contactId, act.shared, version);
    case 'unlinkContact':
      return tasksApi.unlinkContact(id, act.contactId, version);
    case 'linkProtocol':
      return tasksApi.linkProtocol(id, act.protocolId, version);
    case 'unlinkProtocol':
      return tasksApi.unlinkProtocol(id, act.protocolId, version);
    case 'upload':
      return tasksApi.uploadFile(id, act.file, version);
    case 'removeFile':
      return tasksApi.removeFile(id, act.fileId, version);
  }
}
