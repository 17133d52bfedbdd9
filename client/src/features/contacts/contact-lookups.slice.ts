import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactFormView, ContactTypeView, CountryView, MemberView } from '@kollab/contracts';
import { contactFormPushed } from './contacts.actions';
import type { ListStatus } from './contact-list.slice';

/** What the contact screens look up: contact types, countries, the account's users, the detail form schema. */
export type LookupName = 'types' | 'countries' | 'users' | 'form';

interface Lookup<T> {
  status: ListStatus;
  data: T;
}

export interface ContactLookupsState {
  types: Lookup<ContactTypeView[]>;
  countries: Lookup<CountryView[]>;
  users: Lookup<MemberView[]>;
  form: Lookup<ContactFormView | null>;
}

export const initialContactLookupsState: ContactLookupsState = {
  types: { status: 'idle', data: [] },
  countries: { status: 'idle', data: [] },
  users: { status: 'idle', data: [] },
  form: { status: 'idle', data: null },
};

type Loaded =
  | { name: 'types'; data: ContactTypeView[] }
  | { name: 'countries'; data: CountryView[] }
  | { name: 'users'; data: MemberView[] }
  | { name: 'form'; data: ContactFormView };

const contactLookups = createSlice({
  name: 'contacts',
  initialState: initialContactLookupsState,
  reducers: {
    /** A screen needs these; the saga reads those not loaded yet (or failed, or `fresh`). */
    lookupsNeeded(_state, _action: PayloadAction<{ names: LookupName[]; fresh?: boolean }>) {},
    lookupRequested(state, action: PayloadAction<LookupName>) {
      state[action.payload].status = 'loading';
    },
    lookupLoaded(state, action: PayloadAction<Loaded>) {
      const { name, data } = action.payload;
      (state[name] as Lookup<unknown>) = { status: 'loaded', data };
    },
    lookupLoadFailed(state, action: PayloadAction<LookupName>) {
      state[action.payload].status = 'failed';
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
