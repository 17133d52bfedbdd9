import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HelpView } from '@kollab/contracts';

export type HelpStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface HelpState {
  status: HelpStatus;
  content: HelpView | null;
}

export const initialHelpState: HelpState = { status: 'idle', content: null };

const help = createSlice({
  name: 'help',
  initialState: initialHelpState,
  reducers: {
    /** The help drawer was opened: its content is read (in the current language). */
    drawerOpened(state) {
      state.status = 'loading';
    },
    contentLoaded(state, action: PayloadAction<HelpView>) {
      state.status = 'loaded';
      state.content = action.payload;
    },
    contentFailed(state) {
      state.status = 'failed';
    },
  },
});

export const helpActions = help.actions;
export const helpReducer = help.reducer;
export const selectHelp = (state: { help: HelpState }) => state.help;
