import {
  isPresenceTarget,
  PRESENCE_CHANGED,
  PRESENCE_JOIN,
  PRESENCE_LEAVE,
  type PresenceChangedMessage,
  type PresenceTarget,
  type PresenceViewer,
} from '@kollab/contracts/realtime/presence';
import { connectedSocket, type RealtimeSocket } from '../realtime';

/** Where the connected socket comes from (the realtime feature's; a fake in tests). */
export interface SocketSource {
  current(): RealtimeSocket | null;
  subscribe(listener: (socket: RealtimeSocket | null) => void): () => void;
}

const isViewers = (value: unknown): value is PresenceViewer[] =>
  Array.isArray(value) &&
  value.every(
    (viewer) =>
      typeof viewer === 'object' &&
      viewer !== null &&
      typeof (viewer as PresenceViewer).user_id === 'string' &&
      typeof (viewer as PresenceViewer).name === 'string',
  );

export function isPresenceChanged(value: unknown): value is PresenceChangedMessage {
  return isPresenceTarget(value) && isViewers((value as Partial<PresenceChangedMessage>).viewers);
}

/** The viewers of a join's ack, or none (refused, malformed). */
export function viewersOfReply(reply: unknown): PresenceViewer[] {
  if (typeof reply !== 'object' || reply === null) return [];
  const { ok, viewers } = reply as { ok?: unknown; viewers?: unknown };
  return ok === true && isViewers(viewers) ? viewers : [];
}

/** How many screens of this page watch each item: the last one to close leaves. */
const screens = new Map<string, number>();

/**
 * Watches who views an item: joins it on the connected socket (and again on every
 * reconnect: the server forgot the old socket's rooms), reports the ack's viewers and then
 * every `presence/changed` of the item, and nobody while disconnected. The returned stop
 * leaves the item when no other screen of the page still watches it.
 */
export function watchPresence(
  target: PresenceTarget,
  onViewers: (viewers: PresenceViewer[]) => void,
  source: SocketSource = connectedSocket,
): () => void {
  const key = `${target.kind}:${target.id}`;
  screens.set(key, (screens.get(key) ?? 0) + 1);
  let socket: RealtimeSocket | null = null;
  /** Counts the joins: only the latest one's answer counts (a socket object outlives its connections). */
  let joins = 0;
  const onChanged = (message: unknown) => {
    if (isPresenceChanged(message) && message.kind === target.kind && message.id === target.id) onViewers(message.viewers);
  };
  const attach = (next: RealtimeSocket | null) => {
    socket?.off(PRESENCE_CHANGED, onChanged);
    socket = next;
    joins += 1;
    if (!next) {
      onViewers([]);
      return;
    }
    next.on(PRESENCE_CHANGED, onChanged);
    const join = joins;
    next.emit(PRESENCE_JOIN, { kind: target.kind, id: target.id }, (reply) => {
      if (join === joins && socket === next) onViewers(viewersOfReply(reply));
    });
  };
  attach(source.current());
  const unsubscribe = source.subscribe(attach);
  return () => {
    unsubscribe();
    const others = (screens.get(key) ?? 1) - 1;
    if (others > 0) screens.set(key, others);
    else screens.delete(key);
    if (socket) {
      socket.off(PRESENCE_CHANGED, onChanged);
      if (others === 0) socket.emit(PRESENCE_LEAVE, { kind: target.kind, id: target.id });
    }
    socket = null;
    joins += 1;
  };
}
