import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHeaders, sendRequest, type ApiHeaders } from './http';

const headers: ApiHeaders = { accessToken: 'tok', signature: null, language: 'de', clientVersion: '0.1.0' };

afterEach(() => vi.unstubAllGlobals());

describe('http: uploads and pictures', () => {
  it('sends a FormData body as it is, without a JSON Content-Type', async () => {
    const fetch = vi.fn(async () => new Response('{"id":"u"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const body = new FormData();
    body.append('file', new Blob(['png']), 'me.png');
    await sendRequest({ method: 'POST', path: '/v1/users/u/avatar', body }, headers);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('reads a blob answer as a Blob', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('png', { status: 200, headers: { 'Content-Type': 'image/png' } })),
    );
    const response = await sendRequest<Blob>({ method: 'GET', path: '/v1/users/u/avatar', responseType: 'blob' }, headers);
    // the fetch implementation's Blob (not necessarily the test environment's global)
    expect(response.body.type).toBe('image/png');
    expect(response.body.size).toBe(3);
    expect(buildHeaders({ method: 'GET', path: '/x', responseType: 'blob' }, headers).Accept).toBe('*/*');
  });
});

describe('http: headers', () => {
  it('a request with an idempotency key sends it as Idempotency-Key; others send none', () => {
    expect(buildHeaders({ method: 'POST', path: '/v1/tasks', body: {}, idempotencyKey: 'k-1' }, headers)['Idempotency-Key']).toBe('k-1');
    expect(buildHeaders({ method: 'POST', path: '/v1/tasks', body: {} }, headers)).not.toHaveProperty('Idempotency-Key');
  });

  it('an edit based on a version sends it as If-Match; others send none', () => {
    expect(buildHeaders({ method: 'PUT', path: '/v2/account/name', body: {}, ifMatch: 7 }, headers)['If-Match']).toBe('"7"');
    expect(buildHeaders({ method: 'PUT', path: '/v2/account/name', body: {} }, headers)).not.toHaveProperty('If-Match');
  });
});
