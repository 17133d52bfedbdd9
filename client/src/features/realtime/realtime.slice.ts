import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts';

/** offline (nobody signed in) → connecting → connected ⇄ disconnected; back to offline on close. */
export type RealtimeStatus = 'offline' | 'connecting' | 'connected' | 'disconnected';

export interface RealtimeState {
  status: RealtimeStatus;
  /** Connections after the first one of this socket. */
  reconnects: number;
}

export const initialRealtimeState: RealtimeState = { status: 'offline', reconnects: 0 };

/** A server push: `event` is `<context>/<view>Changed`, `message` its ViewChangedMessage. */
export interface ViewChangedPayload {
  event: string;
  message: ViewChangedMessage;
}

const realtime = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    connecting(state) {
      state.status = 'connecting';
      state.reconnects = 0;
    },
    connected(state) {
      state.status = 'connected';
    },
    /** Connected again after a loss: features re-read what they show. */
    reconnected(state) {
      state.reconnects += 1;
    },
    disconnected(state, _action: PayloadAction<{ reason: string }>) {
      state.status = 'disconnected';
    },
    /** The handshake failed (`auth.unauthorized`, network); retried with backoff. */
    rejected(state, _action: PayloadAction<{ message: string }>) {
      state.status = 'disconnected';
    },
    viewChanged(_state, _action: PayloadAction<ViewChangedPayload>) {},
    closed() {
      return initialRealtimeState;
    },
  },
});

export const realtimeActions = realtime.actions;
export const realtimeReducer = realtime.reducer;
export const selectRealtimeStatus = (state: { realtime: RealtimeState }) => state.realtime.status;
