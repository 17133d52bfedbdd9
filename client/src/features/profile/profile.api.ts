import type { ChangePasswordInput, UpdateProfileInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

const user = (id: string) => `/v1/users/${encodeURIComponent(id)}`;

/** The own profile (identity API): users are global, so no Account header. */
export const profileApi = {
  get: (id: string): ApiRequest => ({ method: 'GET', path: user(id), noAccount: true }),
  update: (id: string, body: UpdateProfileInput): ApiRequest => ({ method: 'PATCH', path: user(id), body, noAccount: true }),
  requestEmailChange: (id: string, email: string): ApiRequest => ({ method: 'POST', path: `${user(id)}/email`, body: { email }, noAccount: true }),
  confirmEmailChange: (id: string, code: string): ApiRequest => ({
    method: 'POST',
    path: `${user(id)}/email/confirm`,
    body: { confirmation_code: code },
    noAccount: true,
  }),
  changePassword: (id: string, body: ChangePasswordInput): ApiRequest => ({ method: 'POST', path: `${user(id)}/password`, body, noAccount: true }),
  /** Multipart, field `file` (PNG, JPEG or WebP, at most 2 MiB). */
  uploadAvatar: (id: string, file: Blob): ApiRequest => {
    const body = new FormData();
    body.append('file', file);
    return { method: 'POST', path: `${user(id)}/avatar`, body, noAccount: true };
  },
  removeAvatar: (id: string): ApiRequest => ({ method: 'DELETE', path: `${user(id)}/avatar`, noAccount: true }),
  /** The picture needs the bearer token, so it is fetched as a blob rather than linked. */
  avatar: (id: string, version: string | null): ApiRequest => ({
    method: 'GET',
    path: `${user(id)}/avatar`,
    query: { v: version ?? undefined },
    noAccount: true,
    responseType: 'blob',
  }),
};

/** The `v` of an avatar_url (`/api/v1/users/{id}/avatar?v=…`). */
export function avatarVersion(avatarUrl: string): string | null {
  const query = avatarUrl.split('?')[1];
  return query ? new URLSearchParams(query).get('v') : null;
}

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
