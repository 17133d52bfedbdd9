import type { EventChannel, Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, select, take } from 'redux-saga/effects';
import { readJwtClaims } from '../../lib/jwt';
import { selectSession, sessionActions, type SessionState } from '../session';
import { backoffMs, REALTIME, type RealtimeDeps, type RealtimeSocket, type SocketAuth } from './realtime.deps';
import { connectedSocket } from './connected-socket';
import { realtimeActions } from './realtime.slice';
import { socketChannel, type SocketEvent } from './socket.channel';

/** Session events after which the connection may have to open, close or change its credentials. */
const SESSION_CHANGES = [
  sessionActions.accountLoaded.type,
  sessionActions.accountLoadFailed.type,
  sessionActions.accountChosen.type,
  sessionActions.signatureReloaded.type,
  sessionActions.signatureReloadFailed.type,
  sessionActions.tokensRefreshed.type,
  sessionActions.sessionEnded.type,
];

/**
 * One connection per signed-in account: a new account or membership (other roles, other
 * team rooms) means a new connection; a refreshed token is only used at the next handshake.
 * The membership is the signature's `mv` claim: a signature re-issued for the same
 * membership (each reload signs anew) keeps the connection.
 */
export function connectionKey(state: SessionState): string | null {
  const current = state.account.current;
  if (!state.tokens || !current || state.account.status !== 'loaded') return null;
  const mv = readJwtClaims(current.signature)?.mv;
  return `${current.id} ${typeof mv === 'string' || typeof mv === 'number' ? `mv:${mv}` : current.signature}`;
}

function authOf(state: SessionState): SocketAuth {
  return { token: state.tokens?.accessToken ?? '', account: state.account.current?.signature ?? '' };
}

/** After a refused handshake: a fresh token when the server said unauthorized; false when there is none. */
function* freshTokenFor(message: string): Generator<unknown, boolean, never> {
  if (message !== 'auth.unauthorized') return true;
  const state: SessionState = yield select(selectSession);
  if (!state.refreshing) yield put(sessionActions.tokenRefreshRequested());
  const after: SessionState = yield select(selectSession);
  if (!after.refreshing) return after.tokens !== null;
  const outcome: { type: string } = yield take([sessionActions.tokensRefreshed.type, sessionActions.tokenRefreshFailed.type]);
  return outcome.type === sessionActions.tokensRefreshed.type;
}

/** Runs one socket until cancelled: every push becomes `realtime/viewChanged`, every reconnect `realtime/reconnected`. */
export function* runConnection(deps: RealtimeDeps, auth: () => SocketAuth) {
  yield put(realtimeActions.connecting());
  const socket: RealtimeSocket = yield call([deps, deps.connect], auth);
  const channel: EventChannel<SocketEvent> = yield call(socketChannel, socket);
  let connectedBefore = false;
  let refusals = 0;
  try {
    for (;;) {
      const event: SocketEvent = yield take(channel);
      switch (event.type) {
        case 'connected':
          refusals = 0;
          connectedSocket.set(socket);
          yield put(realtimeActions.connected());
          if (connectedBefore) yield put(realtimeActions.reconnected());
          connectedBefore = true;
          break;
        case 'disconnected':
          if (connectedSocket.current() === socket) connectedSocket.set(null);
          yield put(realtimeActions.disconnected({ reason: event.reason }));
          break;
        case 'message':
          yield put(realtimeActions.viewChanged({ event: event.name, message: event.message }));
          break;
        case 'revoked':
          // The server disconnects next: the signature is reloaded, which fails as the access
          // ended, and the session leaves the account (to the account list).
          yield put(sessionActions.signatureReloadRequested());
          break;
        case 'rejected': {
          yield put(realtimeActions.rejected({ message: event.message }));
          if (event.active) break; // a network failure: Socket.IO retries with its own backoff
          // the server refused the handshake: Socket.IO gives up, so retry here
          const fresh: boolean = yield call(freshTokenFor, event.message);
          if (!fresh) return; // the session logs out; the loop below closes the connection
          refusals += 1;
          yield delay((deps.retryDelayMs ?? backoffMs)(refusals));
          socket.connect();
          break;
        }
        default: {
          const unknownEvent: never = event;
          throw new Error(`unknown socket event ${JSON.stringify(unknownEvent)}`);
        }
      }
    }
  } finally {
    if (connectedSocket.current() === socket) connectedSocket.set(null);
    channel.close();
  }
}

function* guardedConnection(deps: RealtimeDeps, auth: () => SocketAuth) {
  try {
    yield call(runConnection, deps, auth);
  } finally {
    yield put(realtimeActions.closed());
  }
}

export function* realtimeSaga() {
  const deps: RealtimeDeps | null | undefined = yield getContext(REALTIME);
  if (!deps) return;
  let key: string | null = null;
  let task: Task | null = null;
  let auth: SocketAuth = { token: '', account: '' };
  const currentAuth = () => auth;
  for (;;) {
    const state: SessionState = yield select(selectSession);
    auth = authOf(state);
    const next = connectionKey(state);
    if (next !== key) {
      if (task) yield cancel(task);
      key = next;
      task = next ? yield fork(guardedConnection, deps, currentAuth) : null;
    }
    yield take(SESSION_CHANGES);
  }
}
