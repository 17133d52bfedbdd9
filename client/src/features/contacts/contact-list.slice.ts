import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactListView, ContactOrder, ContactView } from '@kollab/contracts';
import { contactPushed } from './contacts.actions';
import { isNewer, readContactPush } from './contact-push';
import { requestFailed, requestStarted, rowsLoaded, type RequestStatus } from '../../lib/request-status';

/** GET v1/contacts: the search box (`search`), the filters name, number and type, order and paging. */
export interface ContactsQuery {
  page: number;
  limit: number;
  order: ContactOrder;
  search: string;
  name: string;
  number: string;
  /** A contact type id, '' for all. */
  type: string;
}

export const DEFAULT_CONTACTS_QUERY: ContactsQuery = { page: 1, limit: 25, order: 'name', search: '', name: '', number: '', type: '' };

const adapter = createEntityAdapter<ContactView>();

export type ContactListState = ReturnType<typeof adapter.getInitialState> & {
  status: RequestStatus;
  query: ContactsQuery;
  total: number;
  /** A contact not on this page was created or changed elsewhere: the saga reads the page again. */
  outdated: boolean;
};

export const initialContactListState: ContactListState = {
  ...adapter.getInitialState(),
  status: 'idle',
  query: DEFAULT_CONTACTS_QUERY,
  total: 0,
  outdated: false,
};

const contactList = createSlice({
  name: 'contacts',
  initialState: initialContactListState,
  reducers: {
    listRequested(state, action: PayloadAction<Partial<ContactsQuery> | undefined>) {
      state.query = { ...state.query, ...action.payload };
      requestStarted(state);
      state.outdated = false;
    },
    listLoaded(state, action: PayloadAction<ContactListView>) {
      rowsLoaded(adapter, state, action.payload.data, action.payload.meta.total);
    },
    listLoadFailed(state) {
      requestFailed(state);
    },
  },
  extraReducers: (builder) => {
    // A listed row takes a newer push in place (or leaves on a deletion). A contact that is
    // not listed may belong on this page (filters, order): the page is marked for a re-read.
    builder.addCase(contactPushed, (state, action) => {
      if (state.status === 'idle') return;
      const push = readContactPush(action.payload);
      const row = state.entities[push.id];
      if (!row) {
        if (push.kind === 'changed') state.outdated = true;
        return;
      }
      if (!isNewer(push, row.version)) return;
      if (push.kind === 'deleted') {
        adapter.removeOne(state, push.id);
        state.total = Math.max(0, state.total - 1);
      } else {
        adapter.setOne(state, push.view);
      }
    });
  },
});

const rows = adapter.getSelectors();

export const contactListActions = contactList.actions;
export const contactListReducer = contactList.reducer;
export const selectListRows = rows.selectAll;
