import { eventChannel, type EventChannel } from 'redux-saga';
import { connectedSocket, type RealtimeSocket } from '../realtime';
import type { CountPush } from './inbox.slice';

/**
 * The server's push of the unread count (server notifications/realtime/notification-count.notifier.ts). Not a
 * `<context>/<view>Changed` ViewChangedMessage, so the realtime feature does not route it: it is heard on the socket.
 */
export const NOTIFICATIONS_CHANGED = 'notifications/changed';

/** Where the connected socket comes from (the realtime feature's; a fake in tests). */
export interface SocketSource {
  current(): RealtimeSocket | null;
  subscribe(listener: (socket: RealtimeSocket | null) => void): () => void;
}

export function isCountPush(value: unknown): value is CountPush {
  if (typeof value !== 'object' || value === null) return false;
  const push = value as Partial<CountPush>;
  return typeof push.account_id === 'string' && typeof push.count === 'number' && typeof push.position === 'number';
}

/** Every `notifications/changed` on the connected socket (on each socket as it connects), as a saga channel. */
export function countPushes(source: SocketSource = connectedSocket): EventChannel<CountPush> {
  return eventChannel<CountPush>((emit) => {
    let socket: RealtimeSocket | null = null;
    const onPush = (message: unknown) => {
      if (isCountPush(message)) emit(message);
    };
    const attach = (next: RealtimeSocket | null) => {
      socket?.off(NOTIFICATIONS_CHANGED, onPush);
      socket = next;
      socket?.on(NOTIFICATIONS_CHANGED, onPush);
    };
    attach(source.current());
    const unsubscribe = source.subscribe(attach);
    return () => {
      unsubscribe();
      attach(null);
    };
  });
}
