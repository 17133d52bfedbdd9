import { describe, expect, it } from 'vitest';
import { itemApi } from './item-api';

describe('itemApi', () => {
  it('the calls every item has, under v1/<collection>: reads as they were, writes with If-Match, sub-routes with their ids encoded', () => {
    const { part, calls } = itemApi<{ title: string }, { title?: string }, 'watching' | 'not_watching'>('offers');
    expect(calls.get('a/1')).toEqual({ method: 'GET', path: '/v1/offers/a%2F1', query: { version: undefined, at: undefined } });
    expect(calls.get('a', { version: 2 }).query).toEqual({ version: 2, at: undefined });
    expect(calls.create({ title: 'A' })).toEqual({ method: 'POST', path: '/v1/offers', body: { title: 'A' } });
    expect(calls.change('a', { title: 'B' }, 3)).toEqual({ method: 'PATCH', path: '/v1/offers/a', body: { title: 'B' }, ifMatch: 3 });
    expect(calls.remove('a', 3)).toEqual({ method: 'DELETE', path: '/v1/offers/a', ifMatch: 3 });
    expect(calls.watch('a', 'watching')).toEqual({ method: 'PATCH', path: '/v1/offers/a/watch', body: { status: 'watching' } });
    expect(calls.history('a').path).toBe('/v1/offers/a/history');
    expect(calls.changeComment('a', 'c 1', 'Hi')).toEqual({ method: 'PUT', path: '/v1/offers/a/comments/c%201', body: { body: 'Hi' } });
    expect(calls.removeComment('a', 'c1')).toEqual({ method: 'DELETE', path: '/v1/offers/a/comments/c1' });
    expect(calls.print('a')).toEqual({ method: 'GET', path: '/v1/offers/a/print', responseType: 'blob', timeoutMs: 30_000 });
    expect(part('a', 'viewers', 'u 2')).toBe('/v1/offers/a/viewers/u%202');
  });
});
