import { describe, expect, it } from 'vitest';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { portalsPushActions as portalsActions } from '../features/portals';
import { protocolsPushActions } from '../features/protocols';
import { realtimeActions, actionsForPush, rereadsFor } from '../features/realtime';
import { tasksPushActions } from '../features/tasks';
import { teamsPushActions as teamsActions } from '../features/teams';
import { formBuilderPushActions as formBuilderActions, typesPushActions as typesActions } from '../features/types';
import { account, harness, ok } from '../test/session-harness';
import type { ApiRequest } from '../lib/api/http';
import { lookupsChanged } from '../lib/lookups';
import { LIVE_VIEWS } from './live-views';
import { settle } from '../test/settle';

/** Up to 10 s: the lazily loaded features import their modules first. */
const LAZY_FEATURES = { timeoutMs: 10_000 };
const push = (id: string, view: unknown = null, collection = 'x'): ViewChangedMessage => ({ collection, id, view, position: 1 });
const types = (actions: { type: string }[]) => actions.map((action) => action.type);

describe('live views of the manager screens', () => {
  it('routes the teams, types, portals and contact form pushes to their features', () => {
    // and to the shared lookups (lib/lookups.api.ts), which read them again where they are shown
    expect(types(actionsForPush(LIVE_VIEWS, { event: 'teams/teamChanged', message: push('t1') }))).toEqual([
      teamsActions.viewPushed.type,
      lookupsChanged.type,
    ]);
    expect(types(actionsForPush(LIVE_VIEWS, { event: 'types/typesChanged', message: push('k1') }))).toEqual([
      typesActions.viewPushed.type,
      lookupsChanged.type,
    ]);
    expect(types(actionsForPush(LIVE_VIEWS, { event: 'portals/portalChanged', message: push('c1') }))).toEqual([portalsActions.viewPushed.type]);
    expect(types(actionsForPush(LIVE_VIEWS, { event: 'contacts/contactFormChanged', message: push('acc-1') }))).toContain(
      formBuilderActions.viewPushed.type,
    );
  });

  it('an own teams/membershipsChanged also reads the tasks and protocols on screen again (access may have come or gone)', () => {
    const actions = types(
      actionsForPush(LIVE_VIEWS, { event: 'teams/membershipsChanged', message: push('user-1', { id: 'user-1', teams: [] }, 'team_memberships') }),
    );
    expect(actions).toEqual(expect.arrayContaining([tasksPushActions.rereadRequested.type, protocolsPushActions.rereadRequested.type]));
  });

  it('an own teams/membershipsChanged reloads the Account signature (teams, team_admin)', async () => {
    const { store, calls } = harness((request: ApiRequest) =>
      request.path === '/v1/accounts/acc-1' ? ok(account('sig-2', { roles: ['user', 'team_admin'] })) : ok({}),
    );
    store.dispatch(
      realtimeActions.viewChanged({ event: 'teams/membershipsChanged', message: push('user-1', { id: 'user-1', teams: [] }, 'team_memberships') }),
    );
    await settle(() => store.getState().session.account.current?.signature === 'sig-2', LAZY_FEATURES);
    expect(calls.map((call) => call.request.path)).toEqual(['/v1/accounts/acc-1']);
    expect(store.getState().session.account.current?.roles).toEqual(['user', 'team_admin']);
  });

  it('after a reconnect the manager screens on the page are read again', async () => {
    const { store } = harness(() => ok({}));
    store.dispatch(teamsActions.listRequested());
    store.dispatch(typesActions.listRequested({ kind: 'contact' }));
    store.dispatch(portalsActions.listRequested());
    // the features load on their first action
    await settle(
      () =>
        store.getState().teams.list.status !== 'idle' &&
        store.getState().types.lists.contact.status !== 'idle' &&
        store.getState().portals.list.status !== 'idle',
      LAZY_FEATURES,
    );
    const state = store.getState();
    expect(types(rereadsFor(LIVE_VIEWS, state, '/manager/teams'))).toContain(teamsActions.listRequested.type);
    const onAccount = rereadsFor(LIVE_VIEWS, state, '/manager/account?tab=types');
    expect(onAccount).toEqual(expect.arrayContaining([typesActions.listRequested({ kind: 'contact' }), portalsActions.listRequested()]));
    expect(onAccount).not.toContainEqual(typesActions.listRequested({ kind: 'task' }));
  });
});
