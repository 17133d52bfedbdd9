import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactInput, ContactPersonInput, ErrorCode } from '@kollab/contracts';

/** idle → submitting → closed on success, or failed (code, field errors) / conflict (409: changed in the meantime). */
export type EditorStatus = 'idle' | 'submitting' | 'failed' | 'conflict';

/** The live "is the number taken?" answer for the number in the field. */
export interface NumberCheck {
  number: string;
  status: 'idle' | 'checking' | 'free' | 'taken' | 'unknown';
}

export interface EditorForm {
  status: EditorStatus;
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  /** Bumped on every opening and after a conflict's reload: the dialog starts from fresh values. */
  serial: number;
}

export interface ContactEditorState {
  contact: EditorForm & { mode: 'create' | 'edit' | null; number: NumberCheck };
  /** The person dialog: null personId adds one. */
  person: EditorForm & { open: boolean; personId: string | null };
}

const idleForm: EditorForm = { status: 'idle', error: null, fieldErrors: null, serial: 0 };
const noCheck: NumberCheck = { number: '', status: 'idle' };

export const initialContactEditorState: ContactEditorState = {
  contact: { ...idleForm, mode: null, number: noCheck },
  person: { ...idleForm, open: false, personId: null },
};

export type ContactSave =
  { mode: 'create'; body: Partial<ContactInput> } | { mode: 'edit'; id: string; version: number; body: Partial<ContactInput> };

type Rejection = { code: ErrorCode; fieldErrors: Record<string, string[]> | null };

export const STALE_CODE: ErrorCode = 'concurrency.wrong_expected_version';

const contactEditor = createSlice({
  name: 'contacts',
  initialState: initialContactEditorState,
  reducers: {
    editorOpened(state, action: PayloadAction<{ mode: 'create' | 'edit' }>) {
      state.contact = { ...idleForm, mode: action.payload.mode, number: noCheck, serial: state.contact.serial + 1 };
    },
    editorClosed(state) {
      state.contact = { ...initialContactEditorState.contact, serial: state.contact.serial };
    },
    /** The number field changed: the saga asks the server (debounced); `own` is the edited contact's id. */
    numberChanged(state, action: PayloadAction<{ number: string; own: string | null }>) {
      const number = action.payload.number.trim();
      state.contact.number = { number, status: number ? 'checking' : 'idle' };
    },
    numberChecked(state, action: PayloadAction<NumberCheck>) {
      if (action.payload.number === state.contact.number.number) state.contact.number = action.payload;
    },
    saveRequested(state, _action: PayloadAction<ContactSave>) {
      state.contact.status = 'submitting';
      state.contact.error = null;
      state.contact.fieldErrors = null;
    },
    saveAccepted(state, _action: PayloadAction<{ id: string; mode: 'create' | 'edit' }>) {
      state.contact = { ...initialContactEditorState.contact, serial: state.contact.serial };
    },
    saveRejected(state, action: PayloadAction<Rejection>) {
      state.contact.status = action.payload.code === STALE_CODE ? 'conflict' : 'failed';
      state.contact.error = action.payload.code;
      state.contact.fieldErrors = action.payload.fieldErrors;
    },
    /** "Reload" in the conflict message: the contact is read again … */
    conflictReloadRequested() {},
    /** … and the dialog starts over from it. */
    conflictReloaded(state) {
      state.contact = { ...idleForm, mode: state.contact.mode, number: noCheck, serial: state.contact.serial + 1 };
    },
    personEditorOpened(state, action: PayloadAction<{ personId: string | null }>) {
      state.person = { ...idleForm, open: true, personId: action.payload.personId, serial: state.person.serial + 1 };
    },
    /** "Reload" in the person dialog's conflict message: the contact is read again, then the dialog starts over. */
    personConflictReloadRequested() {},
    personEditorClosed(state) {
      state.person = { ...initialContactEditorState.person, serial: state.person.serial };
    },
    personSaveRequested(state, _action: PayloadAction<{ id: string; personId: string | null; version: number; body: Partial<ContactPersonInput> }>) {
      state.person.status = 'submitting';
      state.person.error = null;
      state.person.fieldErrors = null;
    },
    personSaveAccepted(state) {
      state.person = { ...initialContactEditorState.person, serial: state.person.serial };
    },
    personSaveRejected(state, action: PayloadAction<Rejection>) {
      state.person.status = action.payload.code === STALE_CODE ? 'conflict' : 'failed';
      state.person.error = action.payload.code;
      state.person.fieldErrors = action.payload.fieldErrors;
    },
  },
});

export const contactEditorActions = contactEditor.actions;
export const contactEditorReducer = contactEditor.reducer;
