import type { SettableTaskStatus, TaskAssigneeStatus } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';
import { tasksApi } from './tasks.api';

/**
 * The writes on an open task besides its fields (each its own route, each with If-Match the
 * task's version): status, watching, assignees and their own status, viewers, comments,
 * linked contacts and protocols, files.
 */
export type TaskAction =
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

export type TaskActKind = TaskAction['kind'];

/** The request of an action on task `id` at `version`. */
export function requestOfAction(id: string, version: number, action: TaskAction): ApiRequest {
  switch (action.kind) {
    case 'status':
      return tasksApi.setStatus(id, action.status, version);
    case 'watch':
      return tasksApi.watch(id, action.watching ? 'watching' : 'not_watching', version);
    case 'assign':
      return tasksApi.addAssignee(id, action.userId, version);
    case 'unassign':
      return tasksApi.removeAssignee(id, action.userId, version);
    case 'assigneeStatus':
      return tasksApi.assigneeStatus(id, action.userId, action.status, version);
    case 'addViewer':
      return tasksApi.addViewer(id, action.userId, version);
    case 'removeViewer':
      return tasksApi.removeViewer(id, action.userId, version);
    case 'comment':
      return tasksApi.addComment(id, action.body, version);
    case 'changeComment':
      return tasksApi.changeComment(id, action.commentId, action.body, version);
    case 'removeComment':
      return tasksApi.removeComment(id, action.commentId, version);
    case 'linkContact':
      return tasksApi.linkContact(id, action.contactId, action.shared, version);
    case 'shareContact':
      return tasksApi.shareContact(id, action.contactId, action.shared, version);
    case 'unlinkContact':
      return tasksApi.unlinkContact(id, action.contactId, version);
    case 'linkProtocol':
      return tasksApi.linkProtocol(id, action.protocolId, version);
    case 'unlinkProtocol':
      return tasksApi.unlinkProtocol(id, action.protocolId, version);
    case 'upload':
      return tasksApi.uploadFile(id, action.file, version);
    case 'removeFile':
      return tasksApi.removeFile(id, action.fileId, version);
  }
}
