import type { ApiRequest } from '../../lib/api/http';

/**
 * The calls the item collections of the API share (`v1/<collection>` and `v1/<collection>/{id}`:
 * offers, protocols): the read (with `version`: as it was then; with `at`: as it was at that
 * time), create, change and delete with If-Match, watch, history, comments and print. `B`: a
 * create's body, `C`: a change's, `W`: the watch statuses. `part` makes the item's other sub-routes.
 */
export function itemApi<B, C, W extends string>(collection: string) {
  const item = (id: string) => `/v1/${collection}/${encodeURIComponent(id)}`;
  const part = (id: string, ...rest: string[]) => [item(id), ...rest.map(encodeURIComponent)].join('/');
  return {
    part,
    calls: {
      get: (id: string, past?: { version?: number; at?: string }): ApiRequest => ({
        method: 'GET',
        path: item(id),
        query: { version: past?.version, at: past?.at },
      }),
      create: (body: B): ApiRequest => ({ method: 'POST', path: `/v1/${collection}`, body }),
      change: (id: string, body: C, version: number): ApiRequest => ({ method: 'PATCH', path: item(id), body, ifMatch: version }),
      remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: item(id), ifMatch: version }),
      watch: (id: string, status: W): ApiRequest => ({ method: 'PATCH', path: part(id, 'watch'), body: { status } }),
      history: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'history') }),
      addComment: (id: string, body: string): ApiRequest => ({ method: 'POST', path: part(id, 'comments'), body: { body } }),
      changeComment: (id: string, commentId: string, body: string): ApiRequest => ({
        method: 'PUT',
        path: part(id, 'comments', commentId),
        body: { body },
      }),
      removeComment: (id: string, commentId: string): ApiRequest => ({ method: 'DELETE', path: part(id, 'comments', commentId) }),
      print: (id: string): ApiRequest => ({ method: 'GET', path: part(id, 'print'), responseType: 'blob', timeoutMs: 30_000 }),
    },
  };
}
