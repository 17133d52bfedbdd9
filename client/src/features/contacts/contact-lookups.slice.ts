import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactFormView } from '@kollab/contracts';
import { contactFormPushed } from './contacts.actions';
import { requestFailed, requestStarted, type RequestStatus } from '../../lib/request-status';

/**
 * What the contact screens look up themselves: the account's detail form schema (pushed as
 * `contacts/contactFormChanged`). The types, countries and users are the shared lookups
 * (contact-lookups.ts).
 */
export interface ContactLookupsState {
  form: { status: RequestStatus; data: ContactFormView | null };
}

export const initialContactLookupsState: ContactLookupsState = {
  form: { status: 'idle', data: null },
};

const contactLookups = createSlice({
  name: 'contacts',
  initialState: initialContactLookupsState,
  reducers: {
    /** A screen needs the form; the saga reads it unless loaded (or loading; `fresh`: again). */
    formNeeded(_state, _action: PayloadAction<{ fresh?: boolean } | undefined>) {},
    formRequested(state) {
      requestStarted(state.form);
    },
    formLoaded(state, action: PayloadAction<ContactFormView>) {
      state.form = { status: 'loaded', data: action.payload };
    },
    formLoadFailed(state) {
      requestFailed(state.form);
    },
  },
  extraReducers: (builder) => {
    // a manager saved a new schema: forms opened from now on render it
    builder.addCase(contactFormPushed, (state, action) => {
      const view = action.payload.view as ContactFormView | null;
      if (!view || state.form.status !== 'loaded') return;
      if (!state.form.data || view.version > state.form.data.version) state.form.data = view;
    });
  },
});

export const contactLookupsActions = contactLookups.actions;
export const contactLookupsReducer = contactLookups.reducer;
