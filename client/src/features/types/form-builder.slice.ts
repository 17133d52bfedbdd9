import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '@kollab/contracts/errors/error-codes';
import type { FormElement } from '@kollab/contracts/contacts/contact-form.schema';
import type { ContactFormView } from '@kollab/contracts/contacts/contact.views';
import { formBuilderLiveActions, initialFormBuilderState, type FormBuilderState } from './types.live';

export type { FormBuilderState } from './types.live';

const formBuilder = createSlice({
  name: 'formBuilder',
  initialState: initialFormBuilderState,
  reducers: {
    loaded(state, action: PayloadAction<ContactFormView>) {
      if (!state.form || state.form.version <= action.payload.version) state.form = action.payload;
      state.status = 'loaded';
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    /** The whole schema, based on the version the draft started from (If-Match). */
    saveRequested(state, _action: PayloadAction<{ elements: Partial<FormElement>[]; version: number }>) {
      state.save = { status: 'submitting', error: null, fieldErrors: null };
    },
    saveAccepted(state) {
      state.save = initialFormBuilderState.save;
    },
    /** 422 with `elements.<i>.<property>` errors, or 409 when someone saved meanwhile. */
    saveRejected(state, action: PayloadAction<{ code: ErrorCode; fieldErrors: Record<string, string[]> | null }>) {
      state.save = { status: 'failed', error: action.payload.code, fieldErrors: action.payload.fieldErrors };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(formBuilderLiveActions.loadRequested, (state) => {
        state.status = 'loading';
      })
      // the schema of the account: a newer one replaces what is held
      .addCase(formBuilderLiveActions.viewPushed, (state, action) => {
        const view = action.payload.view as ContactFormView | null;
        if (state.form && view && view.version > state.form.version) state.form = view;
      });
  },
});

export const formBuilderActions = { ...formBuilder.actions, ...formBuilderLiveActions };
/** The reducer itself; the store holds it through index.ts (loaded on first use). */
export const formBuilderSliceReducer = formBuilder.reducer;

type WithFormBuilder = { formBuilder: FormBuilderState };
export const selectFormBuilder = (state: WithFormBuilder) => state.formBuilder;
