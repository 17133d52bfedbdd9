import type { MemberView, NotificationView } from '@kollab/contracts';
import { startFeatureSaga } from '../../app/feature-saga';
import { injectFeatureSlice } from '../../app/feature-slice';
import { harness, signedIn, type Handler } from '../../test/session-harness';
import { connectedSocket, type RealtimeSocket } from '../realtime';
import { NOTIFICATIONS_CHANGED } from './inbox-pushes';
import { inboxSaga } from './inbox.saga';
import { inboxReducer } from './inbox.slice';
import { INBOX } from './inbox.state';

/** A notification of the specs: Bernd Kurz (user-2) assigned me to AUF-12, unread. */
export function notificationView(id: string, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id,
    kind: 'assigned',
    kinds: ['assigned'],
    item: { kind: 'task', id: 't1', title: 'Angebot prüfen', number: 'AUF-12' },
    actor_id: 'user-2',
    fields: [],
    count: 1,
    subscription: null,
    read: false,
    created_at: '2026-03-04T09:00:00Z',
    updated_at: '2026-03-04T09:00:00Z',
    ...overrides,
  };
}

export const memberView = (id: string, full_name: string): MemberView =>
  ({ id, user_id: id, username: id, full_name, status: 'active', portal: false, roles: ['user'] }) as MemberView;

export const MEMBERS = [memberView('user-1', 'Anna Berg'), memberView('user-2', 'Bernd Kurz'), memberView('user-3', 'Carla Sommer')];

/** A socket with listeners only: `push` delivers a server message to them. */
export function fakeSocket() {
  const listeners = new Map<string, Set<(message: unknown) => void>>();
  const socket: RealtimeSocket = {
    active: true,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (message: unknown) => void);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as (message: unknown) => void);
    },
    onAny: () => undefined,
    emit: () => undefined,
    connect: () => undefined,
    disconnect: () => undefined,
  };
  const push = (event: string, message: unknown) => listeners.get(event)?.forEach((listener) => listener(message));
  return {
    socket,
    push,
    countPush: (account_id: string, count: number, position = 1) => push(NOTIFICATIONS_CHANGED, { account_id, count, position }),
  };
}

/**
 * A store with the real reducers and sagas and the inbox's slice and flows, as app/inbox-action.tsx starts them, and
 * a connected fake socket (set it back with `connectedSocket.set(null)` after the spec).
 */
export function inboxHarness(handler: Handler) {
  const fake = fakeSocket();
  connectedSocket.set(fake.socket);
  const setup = harness(handler, signedIn(), '/home');
  injectFeatureSlice(setup.store, INBOX, inboxReducer);
  startFeatureSaga(setup.store, inboxSaga);
  return { ...setup, ...fake };
}
