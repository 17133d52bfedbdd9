import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HelpView } from '@kollab/contracts';
import { requestFailed, requestLoaded, requestStarted, type RequestStatus } from '../../lib/request-status';

export interface HelpState {
  status: RequestStatus;
  content: HelpView | null;
}

export const initialHelpState: HelpState = { status: 'idle', content: null };

const help = createSlice({
  name: 'help',
  initialState: initialHelpState,
  reducers: {
    /** The help drawer was opened: its content is read (in the current language). */
    drawerOpened(state) {
      requestStarted(state);
    },
    contentLoaded(state, action: PayloadAction<HelpView>) {
      requestLoaded(state);
      state.content = action.payload;
    },
    contentFailed(state) {
      requestFailed(state);
    },
  },
});

export const helpActions = help.actions;
export const helpReducer = help.reducer;
export const selectHelp = (state: { help: HelpState }) => state.help;
