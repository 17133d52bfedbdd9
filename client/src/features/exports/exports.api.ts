import type { ExportInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

const one = (id: string) => `/v1/exports/${encodeURIComponent(id)}`;

/** The calls of exports (issue 16): ask for one (202), read one or my newest, download its file. */
export const exportsApi = {
  create: (body: ExportInput): ApiRequest => ({ method: 'POST', path: '/v1/exports', body }),
  get: (id: string): ApiRequest => ({ method: 'GET', path: one(id) }),
  /** Mine, newest first. */
  mine: (limit: number): ApiRequest => ({ method: 'GET', path: '/v1/exports', query: { page: 1, limit } }),
  /** The file (bearer token and Account header: downloaded as a blob, saved through an object URL). */
  file: (id: string): ApiRequest => ({ method: 'GET', path: `${one(id)}/file`, responseType: 'blob', timeoutMs: 60_000 }),
};
