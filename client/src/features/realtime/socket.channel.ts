import { eventChannel, type EventChannel } from 'redux-saga';
import { SESSION_REVOKED, type ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { RealtimeSocket } from './realtime.deps';

export type SocketEvent =
  | { type: 'connected' }
  | { type: 'disconnected'; reason: string }
  | { type: 'rejected'; message: string; active: boolean }
  /** `session/revoked`: the server ends this socket because the user's access to the account ended. */
  | { type: 'revoked'; code: string }
  | { type: 'message'; name: string; message: ViewChangedMessage };

/** Socket messages are `<context>/<view>Changed` (core/realtime README); anything else is ignored. */
const VIEW_CHANGED = /^[a-z][\w-]*\/\w+Changed$/;

function isViewChanged(value: unknown): value is ViewChangedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<ViewChangedMessage>;
  return typeof message.collection === 'string' && typeof message.id === 'string' && typeof message.position === 'number';
}

/** The socket as a saga channel; closing the channel disconnects the socket. */
export function socketChannel(socket: RealtimeSocket): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    socket.on('connect', () => emit({ type: 'connected' }));
    socket.on('disconnect', (reason: string) => emit({ type: 'disconnected', reason: String(reason) }));
    socket.on('connect_error', (error: Error) => emit({ type: 'rejected', message: error?.message ?? '', active: socket.active }));
    socket.onAny((name, message) => {
      if (name === SESSION_REVOKED) emit({ type: 'revoked', code: String((message as { code?: unknown } | null)?.code ?? '') });
      else if (VIEW_CHANGED.test(name) && isViewChanged(message)) emit({ type: 'message', name, message });
    });
    return () => {
      socket.disconnect();
    };
  });
}
