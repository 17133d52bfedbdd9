/** The open contact: its read (with the logo, the history when open, the portal for managers), its tabs, and pushes of it. */
import { call, put, select } from 'redux-saga/effects';
import type { ContactLinkedItemsView, ContactView, ErrorCode, OfferListView, PortalListView } from '@kollab/contracts';
import { itemErrorOf } from '../../lib/item-error';
import { callApi } from '../session';
import { syncLogo } from './contact-logo.saga';
import { readContactPush } from './contact-push';
import { contactsApi } from './contacts.api';
import { contactsActions as actions, selectContactDetail, type ContactDetailState, type ContactHistoryEntry } from './contacts.slice';

export function* loadHistory(id: string) {
  try {
    const body: { data: ContactHistoryEntry[] } = yield call(callApi, contactsApi.history(id));
    yield put(actions.historyLoaded(body.data));
  } catch {
    yield put(actions.historyLoadFailed());
  }
}

/** Reads the open contact (and what shows with it: the logo, the history when it is open). */
export function* loadContact(id: string) {
  try {
    const view: ContactView = yield call(callApi, contactsApi.get(id));
    yield put(actions.loaded(view));
    const detail: ContactDetailState = yield select(selectContactDetail);
    if (detail.view) yield call(syncLogo, detail.view);
    if (detail.history.status === 'loaded' || detail.history.status === 'failed') yield call(loadHistory, id);
  } catch (error) {
    const item = itemErrorOf(error);
    // meta.itemError: the shell tells content of another account from an ordinary 404 (lib/item-error.ts)
    yield put({
      ...actions.loadFailed({ id, status: item?.status ?? 0, code: (item?.code as ErrorCode | null) ?? null }),
      meta: { itemError: item },
    });
  }
}

function* loadPortal(id: string) {
  try {
    const body: PortalListView = yield call(callApi, contactsApi.portalOf(id));
    yield put(actions.portalLoaded(body.data.find((portal) => portal.contact_id === id) ?? null));
  } catch {
    yield put(actions.portalLoadFailed());
  }
}

export function* openContact({ payload }: ReturnType<typeof actions.opened>) {
  yield put(actions.formNeeded());
  yield call(loadContact, payload.id);
  // the portal belongs to the manager area: nobody else reads (or sees) it
  if (payload.isManager) yield call(loadPortal, payload.id);
}

function* openedId() {
  const detail: ContactDetailState = yield select(selectContactDetail);
  return detail.id;
}

export function* reloadContact() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadContact, id);
}

export function* requestHistory() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadHistory, id);
}

/** A tab's linked items; offers by page (left out: the page shown last), with the sum of their totals (`meta.sum_total`). */
export function* requestLinked({ payload }: ReturnType<typeof actions.linkedRequested>) {
  const { kind } = payload;
  const detail: ContactDetailState = yield select(selectContactDetail);
  const { id } = detail;
  if (!id) return;
  const page = payload.page ?? detail.linked[kind].page ?? 1;
  const limit = payload.limit ?? detail.linked[kind].limit ?? 25;
  try {
    const body: ContactLinkedItemsView | OfferListView = yield call(callApi, contactsApi.linked(id, kind, page, limit));
    const sum = 'sum_total' in body.meta ? body.meta.sum_total : undefined;
    yield put(actions.linkedLoaded({ kind, total: body.meta.total, items: body.data, page, limit, sum }));
  } catch {
    yield put(actions.linkedLoadFailed({ kind }));
  }
}

export function* requestPastVersion({ payload }: ReturnType<typeof actions.pastVersionRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: ContactView = yield call(callApi, contactsApi.get(id, payload.version));
    yield put(actions.pastVersionLoaded(view));
  } catch {
    yield put(actions.pastVersionLoadFailed());
  }
}

/**
 * A `contacts/contactChanged` push, after the slices applied it (newer versions only):
 * the open contact's logo and history follow it.
 */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const push = readContactPush(payload);
  const detail: ContactDetailState = yield select(selectContactDetail);
  if (detail.id !== push.id || !detail.view || push.kind !== 'changed' || detail.view.version !== push.view.version) return;
  yield call(syncLogo, detail.view);
  const latest = detail.history.entries.at(-1)?.version ?? 0;
  if (detail.history.status === 'loaded' && latest < detail.view.version) yield call(loadHistory, push.id);
}
