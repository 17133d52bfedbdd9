import type { ChangeProtocolInput, CreateProtocolInput, ProtocolWatchStatus } from '@kollab/contracts';
import { API_BASE, type ApiRequest } from '../../lib/api/http';
import { itemApi } from '../collab/item-api';
import { apiQueryOf, type ProtocolsQuery } from './protocol-query';

const { part, calls } = itemApi<Partial<CreateProtocolInput>, Partial<ChangeProtocolInput>, ProtocolWatchStatus>('protocols');

/**
 * Seed §7 protocols calls (server: contexts/protocols; the ones every item has: collab's
 * `itemApi`) and what the protocol screens read besides (the shared lookups: lib/lookups.api.ts).
 */
export const protocolsApi = {
  ...calls,
  list: (query: ProtocolsQuery): ApiRequest => ({ method: 'GET', path: '/v1/protocols', query: apiQueryOf(query) }),
  /** The newest protocols the caller reads (the home card). */
  recent: (limit: number): ApiRequest => ({ method: 'GET', path: '/v1/protocols', query: { page: 1, limit, order: '-date' } }),
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
