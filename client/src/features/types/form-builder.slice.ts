import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormElement } from '@kollab/contracts/contacts/contact-form.schema';
import type { ContactFormView } from '@kollab/contracts/contacts/contact.views';
import { formBuilderPushActions, initialFormBuilderState, type FormBuilderState } from './types.pushes';
import { formRejected, formSubmitting, requestFailed, requestLoaded, requestStarted, type Rejection } from '../../lib/request-status';

export type { FormBuilderState } from './types.pushes';

const formBuilder = createSlice({
  name: 'formBuilder',
  initialState: initialFormBuilderState,
  reducers: {
    loaded(state, action: PayloadAction<ContactFormView>) {
      if (!state.form || state.form.version <= action.payload.version) state.form = action.payload;
      requestLoaded(state);
    },
    loadFailed(state) {
      requestFailed(state);
    },
    /** The whole schema, based on the version the draft started from (If-Match). */
    saveRequested(state, _action: PayloadAction<{ elements: Partial<FormElement>[]; version: number }>) {
      formSubmitting(state.save);
    },
    saveAccepted(state) {
      state.save = initialFormBuilderState.save;
    },
    /** 422 with `elements.<i>.<property>` errors, or 409 when someone saved meanwhile. */
    saveRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.save, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(formBuilderPushActions.loadRequested, (state) => {
        requestStarted(state);
      })
      // the schema of the account: a newer one replaces what is held
      .addCase(formBuilderPushActions.viewPushed, (state, action) => {
        const view = action.payload.view as ContactFormView | null;
        if (state.form && view && view.version > state.form.version) state.form = view;
      });
  },
});

export const formBuilderActions = { ...formBuilder.actions, ...formBuilderPushActions };
/** The reducer itself; the store holds it through index.ts (loaded on first use). */
export const formBuilderSliceReducer = formBuilder.reducer;

type WithFormBuilder = { formBuilder: FormBuilderState };
export const selectFormBuilder = (state: WithFormBuilder) => state.formBuilder;
