import { combineReducers } from '@reduxjs/toolkit';
import { contactFormPushed, contactPushed, contactsReread } from './contacts.actions';
import { contactDetailActions, contactDetailReducer } from './contact-detail.slice';
import { contactEditorActions, contactEditorReducer } from './contact-editor.slice';
import { contactListActions, contactListReducer, selectListRows } from './contact-list.slice';
import { contactLookupsActions, contactLookupsReducer } from './contact-lookups.slice';

/**
 * The contacts feature's state: the list page, the open contact, the dialogs and the
 * lookups, each its own slice (all named `contacts`, so every action is `contacts/…`).
 */
export const contactsReducer = combineReducers({
  list: contactListReducer,
  detail: contactDetailReducer,
  editor: contactEditorReducer,
  lookups: contactLookupsReducer,
});

export type ContactsState = ReturnType<typeof contactsReducer>;

export const contactsActions = {
  ...contactListActions,
  ...contactDetailActions,
  ...contactEditorActions,
  ...contactLookupsActions,
  /** `contacts/contactChanged` (realtime registry). */
  viewPushed: contactPushed,
  /** `contacts/contactFormChanged` (realtime registry). */
  formPushed: contactFormPushed,
  rereadRequested: contactsReread,
};

type WithContacts = { contacts: ContactsState };

export const selectContactList = (state: WithContacts) => state.contacts.list;
export const selectContactRows = (state: WithContacts) => selectListRows(state.contacts.list);
export const selectContactDetail = (state: WithContacts) => state.contacts.detail;
export const selectContactEditor = (state: WithContacts) => state.contacts.editor;
export const selectContactLookups = (state: WithContacts) => state.contacts.lookups;

export * from './contact-list.slice';
export * from './contact-detail.slice';
export * from './contact-editor.slice';
export * from './contact-lookups.slice';
