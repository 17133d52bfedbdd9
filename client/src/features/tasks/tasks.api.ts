import type { CreateTaskInput, ChangeTaskInput, SettableTaskStatus, TaskAssigneeStatus, TaskWatchStatus } from '@kollab/contracts';
import { API_BASE, type ApiRequest } from '../../lib/api/http';
import { apiQueryOf, type TasksQuery } from './task-query';

const task = (id: string) => `/v1/tasks/${encodeURIComponent(id)}`;
const part = (id: string, name: string, sub?: string) => `${task(id)}/${name}${sub === undefined ? '' : `/${encodeURIComponent(sub)}`}`;

/** Seed §7 tasks calls (server: contexts/tasks, README) and what the task screens read besides (the shared lookups: lib/lookups.api.ts). */
export const tasksApi = {
  list: (query: TasksQuery): ApiRequest => ({ method: 'GET', path: '/v1/tasks', query: apiQueryOf(query) }),
  /** The list as a PDF (the filters and order; paging ignored). */
  printList: (query: TasksQuery): ApiRequest => ({ method: 'GET', path: '/v1/tasks/print', query: apiQueryOf(query, false), responseType: 'blob' }),
  /** My open, in-progress and overdue tasks as assignee, newest due date first (the home card). */
  mine: (userId: string, limit: number): ApiRequest => ({
    method: 'GET',
    path: '/v1/tasks',
    query: { page: 1, limit, order: '-due_date', 'filter[assignee]': userId, 'filter[hide_resolved]': true },
  }),
  /** With `version`: the task as it was then (staff only). */
  get: (id: string, version?: number): ApiRequest => ({ method: 'GET', path: task(id), query: { version } }),
  create: (body: Partial<CreateTaskInput>): ApiRequest => ({ method: 'POST', path: '/v1/tasks', body }),
  change: (id: string, body: Partial<ChangeTaskInput>, version: number): ApiRequest => ({ method: 'PATCH', path: task(id), body, ifMatch: version }),
  remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: task(id), ifMatch: version }),
  print: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'print'), responseType: 'blob' }),
  history: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'history') }),
  setStatus: (id: string, status: SettableTaskStatus, version: number): ApiRequest => ({
    method: 'PATCH',
    path: part(id, 'status'),
    body: { status },
    ifMatch: version,
  }),
  watch: (id: string, status: TaskWatchStatus, version: number): ApiRequest => ({
    method: 'PATCH',
    path: part(id, 'watch'),
    body: { status },
    ifMatch: version,
  }),
  addAssignee: (id: string, userId: string, version: number): ApiRequest => ({
    method: 'POST',
    path: part(id, 'assignees'),
    body: { user_id: userId },
    ifMatch: version,
  }),
  removeAssignee: (id: string, userId: string, version: number): ApiRequest => ({
    method: 'DELETE',
    path: part(id, 'assignees', userId),
    ifMatch: version,
  }),
  assigneeStatus: (id: string, userId: string, status: TaskAssigneeStatus, version: number): ApiRequest => ({
    method: 'PATCH',
    path: part(id, 'assignees', userId),
    body: { status },
    ifMatch: version,
  }),
  addViewer: (id: string, userId: string, version: number): ApiRequest => ({
    method: 'POST',
    path: part(id, 'viewers'),
    body: { user_id: userId },
    ifMatch: version,
  }),
  removeViewer: (id: string, userId: string, version: number): ApiRequest => ({
    method: 'DELETE',
    path: part(id, 'viewers', userId),
    ifMatch: version,
  }),
  addComment: (id: string, body: string, version: number): ApiRequest => ({
    method: 'POST',
    path: part(id, 'comments'),
    body: { body },
    ifMatch: version,
  }),
  changeComment: (id: string, commentId: string, body: string, version: number): ApiRequest => ({
    method: 'PUT',
    path: part(id, 'comments', commentId),
    body: { body },
    ifMatch: version,
  }),
  removeComment: (id: string, commentId: string, version: number): ApiRequest => ({
    method: 'DELETE',
    path: part(id, 'comments', commentId),
    ifMatch: version,
  }),
  linkContact: (id: string, contactId: string, shared: boolean, version: number): ApiRequest => ({
    method: 'POST',
    path: part(id, 'contacts'),
    body: { contact_id: contactId, public: shared },
    ifMatch: version,
  }),
  shareContact: (id: string, contactId: string, shared: boolean, version: number): ApiRequest => ({
    method: 'PUT',
    path: part(id, 'contacts', contactId),
    body: { public: shared },
    ifMatch: version,
  }),
  unlinkContact: (id: string, contactId: string, version: number): ApiRequest => ({
    method: 'DELETE',
    path: part(id, 'contacts', contactId),
    ifMatch: version,
  }),
  protocols: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'protocols'), query: { page: 1, limit: 100 } }),
  linkProtocol: (id: string, protocolId: string, version: number): ApiRequest => ({
    method: 'POST',
    path: part(id, 'protocols'),
    body: { protocol_id: protocolId },
    ifMatch: version,
  }),
  unlinkProtocol: (id: string, protocolId: string, version: number): ApiRequest => ({
    method: 'DELETE',
    path: part(id, 'protocols'),
    query: { protocol_id: protocolId },
    ifMatch: version,
  }),
  uploadFile: (id: string, file: File, version: number): ApiRequest => {
    const body = new FormData();
    body.append('file', file);
    return { method: 'POST', path: part(id, 'files'), body, ifMatch: version };
  },
  removeFile: (id: string, fileId: string, version: number): ApiRequest => ({ method: 'DELETE', path: part(id, 'files', fileId), ifMatch: version }),
  /** A file address from a view (`/api/v1/files/{id}`), downloaded with the auth headers. */
  download: (source: string): ApiRequest => ({
    method: 'GET',
    path: source.startsWith(`${API_BASE}/`) ? source.slice(API_BASE.length) : source,
    responseType: 'blob',
  }),
  /** What I may do in which team (task-lookups.ts: the teams I may create tasks in). */
  permissions: (userId: string): ApiRequest => ({ method: 'GET', path: `/v1/users/${encodeURIComponent(userId)}/permissions` }),
  contact: (id: string): ApiRequest => ({ method: 'GET', path: `/v1/contacts/${encodeURIComponent(id)}` }),
  searchContacts: (search: string): ApiRequest => ({
    method: 'GET',
    path: '/v1/contacts',
    query: { page: 1, limit: 20, search: search.trim() || undefined },
  }),
  searchProtocols: (search: string): ApiRequest => ({
    method: 'GET',
    path: '/v1/protocols',
    query: { page: 1, limit: 20, 'filter[search]': search.trim() || undefined },
  }),
};
