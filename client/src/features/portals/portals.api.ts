import type { AddPortalMemberInput, ChangePortalMemberInput, CreatePortalInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

const portal = (id: string) => `/v1/portals/${encodeURIComponent(id)}`;
const member = (id: string, userId: string) => `${portal(id)}/members/${encodeURIComponent(userId)}`;

/** Contact portals of the current account (server: portals.controller; managers only) and the pickers they need. */
export const portalsApi = {
  list: (): ApiRequest => ({ method: 'GET', path: '/v1/portals', query: { limit: 500 } }),
  get: (id: string): ApiRequest => ({ method: 'GET', path: portal(id) }),
  create: (input: CreatePortalInput): ApiRequest => ({ method: 'POST', path: '/v1/portals', body: input }),
  changeContactPerson: (id: string, contactPerson: string, version: number): ApiRequest => ({
    method: 'PUT',
    path: portal(id),
    body: { contact_person: contactPerson },
    ifMatch: version,
  }),
  remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: portal(id), ifMatch: version }),
  addMember: (id: string, input: AddPortalMemberInput): ApiRequest => ({ method: 'POST', path: `${portal(id)}/members`, body: input }),
  changeMember: (id: string, userId: string, change: ChangePortalMemberInput): ApiRequest => ({
    method: 'PATCH',
    path: member(id, userId),
    body: change,
  }),
  removeMember: (id: string, userId: string): ApiRequest => ({ method: 'DELETE', path: member(id, userId) }),
  /** GET v2/users/ (active members): who can look after a portal. */
  staff: (): ApiRequest => ({ method: 'GET', path: '/v2/users', query: { limit: 500 } }),
  /** The contact picker: contacts by name, filtered by the words typed. */
  contacts: (search: string): ApiRequest => ({
    method: 'GET',
    path: '/v1/contacts',
    query: { limit: 25, order: 'name', search: search.trim() || undefined },
  }),
  /** A contact with its persons (who can become portal users). */
  contact: (id: string): ApiRequest => ({ method: 'GET', path: `/v1/contacts/${encodeURIComponent(id)}` }),
};
