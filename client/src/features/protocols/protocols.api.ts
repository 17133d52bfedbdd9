import type { ChangeProtocolInput, CreateProtocolInput, ProtocolWatchStatus } from '@kollab/contracts';
import { API_BASE, type ApiRequest } from '../../lib/api/http';
import { apiQueryOf, type ProtocolsQuery } from './protocol-query';

const protocol = (id: string) => `/v1/protocols/${encodeURIComponent(id)}`;
const part = (id: string, ...rest: string[]) => [protocol(id), ...rest.map(encodeURIComponent)].join('/');

/** Seed §7 protocols calls (server: contexts/protocols) and what the protocol screens read besides (the shared lookups: lib/lookups.api.ts). */
export const protocolsApi = {
  list: (query: ProtocolsQuery): ApiRequest => ({ method: 'GET', path: '/v1/protocols', query: apiQueryOf(query) }),
  /** The newest protocols the caller reads (the home card). */
  recent: (limit: number): ApiRequest => ({ method: 'GET', path: '/v1/protocols', query: { page: 1, limit, order: '-date' } }),
  /** With `version`: the protocol as it was then (staff only); with `at`: as it was at that time. */
  get: (id: string, past?: { version?: number; at?: string }): ApiRequest => ({
    method: 'GET',
    path: protocol(id),
    query: { version: past?.version, at: past?.at },
  }),
  create: (body: Partial<CreateProtocolInput>): ApiRequest => ({ method: 'POST', path: '/v1/protocols', body }),
  change: (id: string, body: Partial<ChangeProtocolInput>, version: number): ApiRequest => ({
    method: 'PATCH',
    path: protocol(id),
    body,
    ifMatch: version,
  }),
  remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: protocol(id), ifMatch: version }),
  watch: (id: string, status: ProtocolWatchStatus): ApiRequest => ({ method: 'PATCH', path: part(id, 'watch'), body: { status } }),
  history: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'history') }),
  addComment: (id: string, body: string): ApiRequest => ({ method: 'POST', path: part(id, 'comments'), body: { body } }),
  changeComment: (id: string, commentId: string, body: string): ApiRequest => ({
    method: 'PUT',
    path: part(id, 'comments', commentId),
    body: { body },
  }),
  removeComment: (id: string, commentId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'comments', commentId) }),
  linkContact: (id: string, contactId: string, isPublic: boolean): ApiRequest => ({
    method: 'POST',
    path: part(id, 'contacts'),
    body: { contact_id: contactId, public: isPublic },
  }),
  shareContact: (id: string, contactId: string, isPublic: boolean): ApiRequest => ({
    method: 'PUT',
    path: part(id, 'contacts', contactId),
    body: { public: isPublic },
  }),
  unlinkContact: (id: string, contactId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'contacts', contactId) }),
  tasks: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'tasks'), query: { page: 1, limit: 100 } }),
  linkTask: (id: string, taskId: string): ApiRequest => ({ method: 'POST', path: part(id, 'tasks'), body: { task_id: taskId } }),
  unlinkTask: (id: string, taskId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'tasks', taskId) }),
  uploadFile: (id: string, file: File): ApiRequest => {
    const body = new FormData();
    body.append('file', file);
    return { method: 'POST', path: part(id, 'files'), body };
  },
  removeFile: (id: string, fileId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'files', fileId) }),
  /** A file address from a view (`/api/v1/files/{id}`), downloaded with the auth headers. */
  download: (source: string): ApiRequest => ({
    method: 'GET',
    path: source.startsWith(`${API_BASE}/`) ? source.slice(API_BASE.length) : source,
    responseType: 'blob',
  }),
  print: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'print'), responseType: 'blob', timeoutMs: 30_000 }),
  contact: (id: string): ApiRequest => ({ method: 'GET', path: `/v1/contacts/${encodeURIComponent(id)}` }),
  searchContacts: (search: string): ApiRequest => ({
    method: 'GET',
    path: '/v1/contacts',
    query: { page: 1, limit: 20, search: search.trim() || undefined },
  }),
  searchTasks: (search: string): ApiRequest => ({
    method: 'GET',
    path: '/v1/tasks',
    query: { page: 1, limit: 20, 'filter[search]': search.trim() || undefined },
  }),
};
