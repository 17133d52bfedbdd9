import type { App, FeatureFlag } from '@kollab/contracts';
import { API_BASE, type ApiRequest } from '../../lib/api/http';
import type { AccountImage } from './account.slice';

/** The manager's own account (server: account-settings.controller). */
export const accountApi = {
  current: (): ApiRequest => ({ method: 'GET', path: '/v2/account' }),
  // edits carry the version they were made on (If-Match): another manager's change in between is a 409
  rename: (name: string, version?: number): ApiRequest => ({ method: 'PUT', path: '/v2/account/name', body: { name }, ifMatch: version }),
  apps: (apps: App[], version?: number): ApiRequest => ({ method: 'PUT', path: '/v2/account/apps', body: { apps }, ifMatch: version }),
  flags: (flags: FeatureFlag[], version?: number): ApiRequest => ({
    method: 'PUT',
    path: '/v2/account/feature-flags',
    body: { flags },
    ifMatch: version,
  }),
  senderAddress: (sender_address: string | null, version?: number): ApiRequest => ({
    method: 'PUT',
    path: '/v2/account/sender-address',
    body: { sender_address },
    ifMatch: version,
  }),
  markForDeletion: (): ApiRequest => ({ method: 'POST', path: '/v2/account/deletion' }),
  cancelDeletion: (): ApiRequest => ({ method: 'DELETE', path: '/v2/account/deletion' }),
  uploadImage: (image: AccountImage, file: File): ApiRequest => {
    const body = new FormData();
    body.append('file', file);
    return { method: 'POST', path: `/v1/account/${image}`, body };
  },
  removeImage: (image: AccountImage): ApiRequest => ({ method: 'DELETE', path: `/v1/account/${image}` }),
  /** A file address from a view (`/api/v1/files/{id}`), downloaded with the auth headers. */
  file: (source: string): ApiRequest => ({
    method: 'GET',
    path: source.startsWith(`${API_BASE}/`) ? source.slice(API_BASE.length) : source,
    responseType: 'blob',
  }),
};
