import { describe, expect, it } from 'vitest';
import { runSaga, stdChannel, type Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionActions, sessionReducer, type SessionState } from '../session';
import { account, signedIn } from '../../test/session-harness';
import { REALTIME, type RealtimeDeps } from './realtime.deps';
import { FakeSocket } from './realtime.fixtures';
import { connectionKey, realtimeSaga } from './realtime.saga';
import { connectedSocket } from './connected-socket';
import { realtimeActions } from './realtime.slice';
import { settle } from '../../test/settle';

// The fake socket and the saga answer within a few turns of the event loop: the waits let 5 pass (settle() lets 100).

/** Runs the whole realtime saga against the real session reducer, recording every action. */
function start(session: SessionState = signedIn()) {
  const sockets: FakeSocket[] = [];
  const deps: RealtimeDeps = {
    connect: (auth) => {
      const socket = new FakeSocket(auth);
      sockets.push(socket);
      return socket;
    },
    retryDelayMs: () => 0,
  };
  const channel = stdChannel<UnknownAction>();
  const actions: UnknownAction[] = [];
  let state = { session };
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    state = { session: sessionReducer(state.session, action) };
    channel.put(action);
  };
  const task: Task = runSaga({ channel, dispatch, getState: () => state, context: { [REALTIME]: deps } }, realtimeSaga);
  const types = () => actions.map((action) => action.type);
  return { sockets, actions, types, dispatch, task };
}

const message = { collection: 'task_list', id: 'task-1', view: { id: 'task-1', title: 'Angebot prüfen' }, position: 42 };

describe('realtime saga', () => {
  it('opens one socket per signed-in account, authenticated with the token and the signature', async () => {
    const { sockets } = start();
    await settle({ turns: 5 });
    expect(sockets).toHaveLength(1);
    expect(sockets[0].auth()).toEqual({ token: 'old', account: 'sig-1' });
  });

  it('opens none while nobody is signed in', async () => {
    const { sockets } = start({ ...signedIn(), tokens: null, account: { status: 'idle', id: null, current: null } });
    await settle({ turns: 5 });
    expect(sockets).toHaveLength(0);
  });

  it('dispatches every <context>/<view>Changed push as realtime/viewChanged and ignores other events', async () => {
    const { sockets, actions } = start();
    await settle({ turns: 5 });
    sockets[0].fire('connect');
    sockets[0].push('tasks/taskChanged', message);
    sockets[0].push('hello', message);
    sockets[0].push('tasks/taskChanged', 'not a message');
    await settle({ turns: 5 });
    const pushes = actions.filter((action) => realtimeActions.viewChanged.match(action));
    expect(pushes).toEqual([realtimeActions.viewChanged({ event: 'tasks/taskChanged', message })]);
  });

  it('reloads the signature when the server revokes the session (access to the account ended), before it disconnects', async () => {
    const { sockets, types } = start();
    await settle({ turns: 5 });
    sockets[0].fire('connect');
    sockets[0].push('session/revoked', { code: 'account.invalid' });
    sockets[0].fire('disconnect', 'io server disconnect');
    await settle({ turns: 5 });
    expect(types()).toContain(sessionActions.signatureReloadRequested.type);
    expect(types().indexOf(sessionActions.signatureReloadRequested.type)).toBeLessThan(types().indexOf(realtimeActions.disconnected.type));
  });

  it('after a lost connection comes back it dispatches realtime/reconnected (not on the first connect)', async () => {
    const { sockets, types } = start();
    await settle({ turns: 5 });
    sockets[0].fire('connect');
    await settle({ turns: 5 });
    expect(types()).not.toContain(realtimeActions.reconnected.type);
    sockets[0].fire('disconnect', 'transport close');
    sockets[0].fire('connect');
    await settle({ turns: 5 });
    expect(types().filter((type) => type.startsWith('realtime/'))).toEqual([
      'realtime/connecting',
      'realtime/connected',
      'realtime/disconnected',
      'realtime/connected',
      'realtime/reconnected',
    ]);
  });

  it('a refreshed token is used at the next handshake without a new connection', async () => {
    const { sockets, dispatch } = start();
    await settle({ turns: 5 });
    dispatch(sessionActions.tokensRefreshed({ accessToken: 'new', refreshToken: 'r', idToken: 'i' }));
    await settle({ turns: 5 });
    expect(sockets).toHaveLength(1);
    expect(sockets[0].auth()).toEqual({ token: 'new', account: 'sig-1' });
  });

  it('another account (or signature) closes the socket and opens a new one; logout closes it', async () => {
    const { sockets, dispatch, types } = start();
    await settle({ turns: 5 });
    dispatch(sessionActions.signatureReloaded(account('sig-2')));
    await settle({ turns: 5 });
    expect(sockets).toHaveLength(2);
    expect(sockets[0].disconnected).toBe(true);
    expect(sockets[1].auth()).toEqual({ token: 'old', account: 'sig-2' });
    dispatch(sessionActions.sessionEnded());
    await settle({ turns: 5 });
    expect(sockets[1].disconnected).toBe(true);
    expect(sockets).toHaveLength(2);
    expect(types().at(-1)).toBe(realtimeActions.closed.type);
  });

  it('a handshake refused as unauthorized refreshes the token, then connects again', async () => {
    const { sockets, dispatch, types } = start();
    await settle({ turns: 5 });
    sockets[0].active = false;
    sockets[0].fire('connect_error', new Error('auth.unauthorized'));
    await settle({ turns: 5 });
    expect(types()).toContain(sessionActions.tokenRefreshRequested.type);
    expect(sockets[0].connectCalls).toBe(0);
    dispatch(sessionActions.tokensRefreshed({ accessToken: 'new', refreshToken: 'r', idToken: 'i' }));
    await settle({ turns: 5 });
    expect(sockets[0].connectCalls).toBe(1);
    expect(sockets[0].auth().token).toBe('new');
    sockets[0].active = true;
    sockets[0].fire('connect');
    await settle({ turns: 5 });
    expect(types()).not.toContain(realtimeActions.reconnected.type); // the first successful connect
  });

  it('a network failure is left to Socket.IO, which retries by itself', async () => {
    const { sockets, types } = start();
    await settle({ turns: 5 });
    sockets[0].fire('connect_error', new Error('xhr poll error'));
    await settle({ turns: 5 });
    expect(types()).toContain(realtimeActions.rejected.type);
    expect(types()).not.toContain(sessionActions.tokenRefreshRequested.type);
    expect(sockets[0].connectCalls).toBe(0);
  });
});

describe('the connected socket (what presence talks through)', () => {
  it('is the socket while connected, null while disconnected and after logout; listeners hear every change', async () => {
    connectedSocket.set(null); // the sagas of the tests above are left running, connected
    const { sockets, dispatch } = start();
    await settle({ turns: 5 });
    const heard: unknown[] = [];
    const stop = connectedSocket.subscribe((socket) => heard.push(socket));
    expect(connectedSocket.current()).toBeNull();
    sockets[0].fire('connect');
    await settle({ turns: 5 });
    expect(connectedSocket.current()).toBe(sockets[0]);
    sockets[0].fire('disconnect', 'transport close');
    await settle({ turns: 5 });
    expect(connectedSocket.current()).toBeNull();
    sockets[0].fire('connect');
    await settle({ turns: 5 });
    dispatch(sessionActions.sessionEnded());
    await settle({ turns: 5 });
    expect(connectedSocket.current()).toBeNull();
    expect(heard).toEqual([sockets[0], null, sockets[0], null]);
    stop();
  });
});

describe('connection key', () => {
  const jwt = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

  it('a signature re-issued for the same membership (mv) keeps the connection; another membership does not', () => {
    const key = (signature: string) => connectionKey(signedIn({ account: { status: 'loaded', id: 'acc-1', current: account(signature) } }));
    expect(key(jwt({ mv: 'm1', iat: 1 }))).toBe(key(jwt({ mv: 'm1', iat: 2 })));
    expect(key(jwt({ mv: 'm1', iat: 1 }))).not.toBe(key(jwt({ mv: 'm2', iat: 1 })));
    expect(key('not-a-jwt')).toBe('acc-1 not-a-jwt');
  });
});
