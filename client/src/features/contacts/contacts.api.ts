import type { ContactInput, ContactPersonInput } from '@kollab/contracts';
import { API_BASE, type ApiRequest } from '../../lib/api/http';
import type { ContactsQuery } from './contact-list.slice';
import type { LinkedKind } from './contact-detail.slice';

const contact = (id: string) => `/v1/contacts/${encodeURIComponent(id)}`;
const person = (id: string, personId: string) => `${contact(id)}/persons/${encodeURIComponent(personId)}`;
const text = (value: string) => value.trim() || undefined;

/** Seed §7 contacts calls, and the lookups the contact screens need (server: contexts/contacts, types, portals). */
export const contactsApi = {
  list: ({ page, limit, order, search, name, number, type }: ContactsQuery): ApiRequest => ({
    method: 'GET',
    path: '/v1/contacts',
    query: { page, limit, order, search: text(search), name: text(name), number: text(number), type: type || undefined },
  }),
  /** With `version`: the contact as it was then. */
  get: (id: string, version?: number): ApiRequest => ({ method: 'GET', path: contact(id), query: { version } }),
  create: (body: Partial<ContactInput>): ApiRequest => ({ method: 'POST', path: '/v1/contacts', body }),
  update: (id: string, body: Partial<ContactInput>, version: number): ApiRequest => ({ method: 'PUT', path: contact(id), body, ifMatch: version }),
  remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: contact(id), ifMatch: version }),
  numberTaken: (number: string): ApiRequest => ({ method: 'GET', path: `/v1/contacts/attributes/number/${encodeURIComponent(number)}` }),
  history: (id: string): ApiRequest => ({ method: 'GET', path: `${contact(id)}/history` }),
  /** The tasks, protocols or offers whose contact it is (offers newest first, as the server orders them by default). */
  linked: (id: string, kind: LinkedKind, page: number, limit: number): ApiRequest => ({
    method: 'GET',
    path: `${contact(id)}/${kind}`,
    query: { page, limit },
  }),
  uploadLogo: (id: string, file: File, version: number): ApiRequest => {
    const body = new FormData();
    body.append('file', file);
    return { method: 'POST', path: `${contact(id)}/logo`, body, ifMatch: version };
  },
  removeLogo: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: `${contact(id)}/logo`, ifMatch: version }),
  addPerson: (id: string, body: Partial<ContactPersonInput>, version: number): ApiRequest => ({
    method: 'POST',
    path: `${contact(id)}/persons`,
    body,
    ifMatch: version,
  }),
  changePerson: (id: string, personId: string, body: Partial<ContactPersonInput>, version: number): ApiRequest => ({
    method: 'PUT',
    path: person(id, personId),
    body,
    ifMatch: version,
  }),
  removePerson: (id: string, personId: string, version: number): ApiRequest => ({ method: 'DELETE', path: person(id, personId), ifMatch: version }),
  /** Managers only (GET v1/portals is a manager route). */
  portalOf: (id: string): ApiRequest => ({ method: 'GET', path: '/v1/portals', query: { 'filter[contact_id]': id, limit: 1 } }),
  /** The account's detail form schema (the types, countries and users: the shared lookups, lib/lookups.api.ts). */
  form: (): ApiRequest => ({ method: 'GET', path: '/v1/account_manager/contact_form' }),
  /** A file address from a view (`/api/v1/files/{id}`), downloaded with the auth headers. */
  file: (source: string): ApiRequest => ({
    method: 'GET',
    path: source.startsWith(`${API_BASE}/`) ? source.slice(API_BASE.length) : source,
    responseType: 'blob',
  }),
};
