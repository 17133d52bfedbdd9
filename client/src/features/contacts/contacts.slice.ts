import { combineReducers, createSelector } from '@reduxjs/toolkit';
import type { MemberView } from '@kollab/contracts';
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

/** Names by id for the pickers, lists and history (a user who left keeps their name). */
export const selectUserNames = createSelector([(state: WithContacts) => state.contacts.lookups.users.data], (users) =>
  Object.fromEntries(users.map((user) => [user.id, user.full_name || user.username])),
);
export const selectTypeTitles = createSelector([(state: WithContacts) => state.contacts.lookups.types.data], (types) =>
  Object.fromEntries(types.map((type) => [type.id, type.title])),
);
/** Who may be an account manager: active members who are not portal users. */
export const selectManagerChoices = createSelector([(state: WithContacts) => state.contacts.lookups.users.data], (users): MemberView[] =>
  users.filter((user) => user.status === 'active' && !user.portal),
);

export * from './contact-list.slice';
export * from './contact-detail.slice';
export * from './contact-editor.slice';
export * from './contact-lookups.slice';
