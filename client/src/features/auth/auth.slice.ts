import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, RegisterAccountInput } from '@kollab/contracts';

/** idle → submitting → succeeded, or failed with the API's code and its 422 field texts. */
export type FlowStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface FlowState {
  status: FlowStatus;
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]>;
}

export type AuthFlow = 'activate' | 'forgotPassword' | 'resetPassword' | 'register';

export type AuthState = Record<AuthFlow, FlowState>;

const idle: FlowState = { status: 'idle', error: null, fieldErrors: {} };

export const initialAuthState: AuthState = { activate: idle, forgotPassword: idle, resetPassword: idle, register: idle };

export interface Rejection {
  code: ErrorCode;
  fieldErrors?: Record<string, string[]>;
}

export type RegisterRequest = RegisterAccountInput;

const submitting = (): FlowState => ({ status: 'submitting', error: null, fieldErrors: {} });
const failed = (rejection: Rejection): FlowState => ({ status: 'failed', error: rejection.code, fieldErrors: rejection.fieldErrors ?? {} });
const succeeded = (): FlowState => ({ status: 'succeeded', error: null, fieldErrors: {} });

const auth = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A public auth page opened: its flow starts afresh. */
    pageOpened(state, action: PayloadAction<AuthFlow>) {
      state[action.payload] = idle;
    },
    activateRequested(state, _action: PayloadAction<{ token: string; password: string }>) {
      state.activate = submitting();
    },
    activateSucceeded(state) {
      state.activate = succeeded();
    },
    activateRejected(state, action: PayloadAction<Rejection>) {
      state.activate = failed(action.payload);
    },
    passwordResetTriggered(state, _action: PayloadAction<{ email: string }>) {
      state.forgotPassword = submitting();
    },
    passwordResetMailRequested(state) {
      state.forgotPassword = succeeded();
    },
    passwordResetTriggerRejected(state, action: PayloadAction<Rejection>) {
      state.forgotPassword = failed(action.payload);
    },
    passwordResetRequested(state, _action: PayloadAction<{ token: string; password: string }>) {
      state.resetPassword = submitting();
    },
    passwordResetSucceeded(state) {
      state.resetPassword = succeeded();
    },
    passwordResetRejected(state, action: PayloadAction<Rejection>) {
      state.resetPassword = failed(action.payload);
    },
    registerRequested(state, _action: PayloadAction<RegisterRequest>) {
      state.register = submitting();
    },
    registerSucceeded(state) {
      state.register = succeeded();
    },
    registerRejected(state, action: PayloadAction<Rejection>) {
      state.register = failed(action.payload);
    },
  },
  selectors: {
    selectActivate: (state) => state.activate,
    selectForgotPassword: (state) => state.forgotPassword,
    selectResetPassword: (state) => state.resetPassword,
    selectRegister: (state) => state.register,
  },
});

export const authActions = auth.actions;
export const authReducer = auth.reducer;
export const { selectActivate, selectForgotPassword, selectResetPassword, selectRegister } = auth.selectors;
