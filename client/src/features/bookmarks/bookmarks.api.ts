import type { AddBookmarkInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

/** Seed §7: GET, POST /api/v1/bookmarks/ {path, label}; DELETE /api/v1/bookmarks/{id}. */
export const bookmarksApi = {
  list: (): ApiRequest => ({ method: 'GET', path: '/v1/bookmarks/' }),
  /** Adds the path, or renames the caller's bookmark of that path. */
  add: (body: AddBookmarkInput): ApiRequest => ({ method: 'POST', path: '/v1/bookmarks/', body }),
  remove: (id: string): ApiRequest => ({ method: 'DELETE', path: `/v1/bookmarks/${encodeURIComponent(id)}` }),
};
