import { describe, expect, it } from 'vitest';
import { realtimeActions } from '../realtime';
import type { ApiRequest } from '../../lib/api/http';
import { ok, signedIn } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { DEFAULT_OFFERS_QUERY } from './offer-query';
import { offersActions } from './offers.slice';
import { notFound, offerPush, offersHarness, offerView, page } from './offers.fixtures';

function api(request: ApiRequest) {
  if (request.path === '/v1/accounts/acc-1') return ok(signedIn().account.current);
  if (request.path === '/v1/offers') return page([offerView('a', { total: 1980 })], 1, 1980);
  if (request.path === '/v1/offers/a') return ok({ ...offerView('a'), can: { edit: true, delete: true } });
  return notFound();
}

const offerCalls = (calls: { request: ApiRequest }[]) => calls.map((call) => call.request.path).filter((path) => path.startsWith('/v1/offers'));

describe('live views: offers (app/live-views.ts)', () => {
  it('offers/offerChanged reaches the list (its row and the sum) and the open offer', async () => {
    const { store } = offersHarness(api, '/offers/a');
    store.dispatch(offersActions.listRequested(DEFAULT_OFFERS_QUERY));
    store.dispatch(offersActions.opened({ id: 'a' }));
    await settle(() => store.getState().offers.detail.status === 'loaded' && store.getState().offers.list.status === 'loaded');
    store.dispatch(
      realtimeActions.viewChanged({ event: 'offers/offerChanged', message: offerPush(offerView('a', { title: 'Neu', total: 2500.55, version: 2 })) }),
    );
    expect(store.getState().offers.list.rows[0]).toMatchObject({ title: 'Neu', total: 2500.55 });
    expect(store.getState().offers.list.sumTotal).toBe(2500.55);
    expect(store.getState().offers.detail.view).toMatchObject({ title: 'Neu', total: 2500.55 });
  });

  it('after a reconnect on an offers page, the list and the open offer are read again', async () => {
    const { store, calls } = offersHarness(api, '/offers/a');
    store.dispatch(offersActions.listRequested(DEFAULT_OFFERS_QUERY));
    store.dispatch(offersActions.opened({ id: 'a' }));
    await settle(() => store.getState().offers.detail.status === 'loaded' && store.getState().offers.list.status === 'loaded');
    calls.length = 0;
    store.dispatch(realtimeActions.reconnected());
    await settle(() => offerCalls(calls).length >= 2);
    await settle();
    expect(offerCalls(calls).sort()).toEqual(['/v1/offers', '/v1/offers/a']);
  });

  it('an own teams/membershipsChanged reads the offers on screen again (access may have come or gone)', async () => {
    const { store, calls } = offersHarness(api, '/offers');
    store.dispatch(offersActions.listRequested(DEFAULT_OFFERS_QUERY));
    await settle(() => store.getState().offers.list.status === 'loaded');
    calls.length = 0;
    store.dispatch(
      realtimeActions.viewChanged({
        event: 'teams/membershipsChanged',
        message: { collection: 'memberships', id: 'user-1', view: null, position: 9 },
      }),
    );
    await settle(() => offerCalls(calls).includes('/v1/offers'));
    expect(offerCalls(calls)).toContain('/v1/offers');
  });

  it('elsewhere (not on /offers) a reconnect reads no offers', async () => {
    const { store, calls } = offersHarness(api, '/home');
    store.dispatch(realtimeActions.reconnected());
    await settle();
    expect(offerCalls(calls)).toEqual([]);
  });
});
