/** The realtime feature's public face: one socket per signed-in account, pushes as actions. */
export * from './realtime.slice';
export { realtimeSaga, connectionKey } from './realtime.saga';
export { REALTIME, type RealtimeDeps, type RealtimeSocket, type SocketAuth } from './realtime.deps';
export { socketIoRealtime } from './socket-io.connect';
export { connectedSocket } from './connected-socket';
export { liveViewsSaga, onPush, actionsForPush, rereadsFor, type LiveViews, type PushRoute, type Reread } from './live-views';
