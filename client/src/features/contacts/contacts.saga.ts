import { call, delay, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type {
  ContactFormView,
  ContactLinkedItemsView,
  ContactListView,
  ContactNumberView,
  ContactView,
  ErrorCode,
  PortalListView,
  WriteResult,
} from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { itemErrorOf } from '../../lib/item-error';
import type { Notice } from '../../lib/notify';
import { callApi, DEPS, type SessionDeps } from '../session';
import { contactsApi } from './contacts.api';
import { readContactPush } from './contact-push';
import {
  contactsActions as actions,
  selectContactDetail,
  selectContactEditor,
  selectContactList,
  selectContactLookups,
  STALE_CODE,
  type ContactDetailState,
  type ContactEditorState,
  type ContactHistoryEntry,
  type ContactListState,
  type ContactLookupsState,
  type ShownLogo,
} from './contacts.slice';

/** The live number check waits for a pause in typing. */
export const NUMBER_CHECK_DELAY_MS = 300;
/** Pushes of contacts not on the page come in bursts (imports, several users): one re-read. */
export const LIST_REREAD_DELAY_MS = 300;

const success = (key: string): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'success', message: `contacts:toasts.${key}` } } });
const failure = (code: ErrorCode): { meta: { notice: Notice } } => ({
  meta: { notice: code === STALE_CODE ? { severity: 'warning', message: 'contacts:toasts.stale' } : { severity: 'error', code } },
});

/** An object URL for a downloaded picture (jsdom has none: null). */
export function objectUrlOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

export function revokeObjectUrl(url: string) {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

export function* loadList() {
  const { query }: ContactListState = yield select(selectContactList);
  try {
    const body: ContactListView = yield call(callApi, contactsApi.list(query));
    yield put(actions.listLoaded(body));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

/** Reads the account's form schema unless it is there (or being read; `fresh`: again). The other lookups are shared (contact-lookups.ts). */
export function* ensureForm({ payload }: ReturnType<typeof actions.formNeeded>) {
  const { form }: ContactLookupsState = yield select(selectContactLookups);
  if (form.status === 'loading' || (form.status === 'loaded' && !payload?.fresh)) return;
  yield put(actions.formRequested());
  try {
    const body: ContactFormView = yield call(callApi, contactsApi.form());
    yield put(actions.formLoaded(body));
  } catch {
    yield put(actions.formLoadFailed());
  }
}

/** Shows the logo of `view` (downloaded with the auth headers) unless it is already shown. */
export function* syncLogo(view: ContactView) {
  const { logo }: ContactDetailState = yield select(selectContactDetail);
  if (logo?.source === view.logo) return;
  if (logo) yield call(revokeObjectUrl, logo.url);
  let shown: ShownLogo | null = null;
  if (view.logo) {
    try {
      const blob: Blob = yield call(callApi, contactsApi.file(view.logo));
      const url: string | null = yield call(objectUrlOf, blob);
      shown = url ? { source: view.logo, url } : null;
    } catch {
      shown = null;
    }
  }
  yield put(actions.logoShown(shown));
}

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

function* reloadContact() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadContact, id);
}

function* requestHistory() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadHistory, id);
}

function* requestLinked({ payload }: ReturnType<typeof actions.linkedRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const body: ContactLinkedItemsView = yield call(callApi, contactsApi.linked(id, payload.kind));
    yield put(actions.linkedLoaded({ kind: payload.kind, total: body.meta.total, items: body.data }));
  } catch {
    yield put(actions.linkedLoadFailed(payload));
  }
}

function* requestPastVersion({ payload }: ReturnType<typeof actions.pastVersionRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: ContactView = yield call(callApi, contactsApi.get(id, payload.version));
    yield put(actions.pastVersionLoaded(view));
  } catch {
    yield put(actions.pastVersionLoadFailed());
  }
}

export function* checkNumber({ payload }: ReturnType<typeof actions.numberChanged>) {
  const number = payload.number.trim();
  if (!number) return;
  yield delay(NUMBER_CHECK_DELAY_MS);
  try {
    const body: ContactNumberView = yield call(callApi, contactsApi.numberTaken(number));
    // the edited contact's own number is not "taken"
    const taken = body.taken && body.contact_id !== payload.own;
    yield put(actions.numberChecked({ number, status: taken ? 'taken' : 'free' }));
  } catch {
    yield put(actions.numberChecked({ number, status: 'unknown' }));
  }
}

export function* saveContact({ payload }: ReturnType<typeof actions.saveRequested>) {
  try {
    const result: WriteResult =
      payload.mode === 'create'
        ? yield call(callApi, contactsApi.create(payload.body))
        : yield call(callApi, contactsApi.update(payload.id, payload.body, payload.version));
    yield put({ ...actions.saveAccepted({ id: result.id, mode: payload.mode }), ...success(payload.mode === 'create' ? 'created' : 'saved') });
    if (payload.mode === 'create') {
      const deps: SessionDeps = yield getContext(DEPS);
      yield call(deps.navigate, `/contacts/${result.id}`);
    } else {
      yield call(loadContact, payload.id);
    }
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.saveRejected({ code, fieldErrors }), ...failure(code) });
  }
}

/** "Changed in the meantime" → Reload: the current contact, and the dialog starts over from it. */
export function* reloadAfterConflict() {
  yield call(reloadContact);
  yield put(actions.conflictReloaded());
}

export function* reloadAfterPersonConflict() {
  yield call(reloadContact);
  const editor: ContactEditorState = yield select(selectContactEditor);
  if (editor.person.open) yield put(actions.personEditorOpened({ personId: editor.person.personId }));
}

export function* deleteContact({ payload }: ReturnType<typeof actions.deleteRequested>) {
  try {
    yield call(callApi, contactsApi.remove(payload.id, payload.version));
    yield put({ ...actions.deleteAccepted({ id: payload.id }), ...success('deleted') });
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(deps.navigate, '/contacts');
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.deleteRejected({ code }), ...failure(code) });
    if (code === STALE_CODE) yield call(loadContact, payload.id);
  }
}

export function* changeLogo(action: ReturnType<typeof actions.logoUploadRequested> | ReturnType<typeof actions.logoRemoveRequested>) {
  const { id, version } = action.payload;
  const file = 'file' in action.payload ? action.payload.file : null;
  try {
    yield call(callApi, file ? contactsApi.uploadLogo(id, file, version) : contactsApi.removeLogo(id, version));
    yield put({ ...actions.logoChangeAccepted({ removed: !file }), ...success(file ? 'logoUploaded' : 'logoRemoved') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.logoChangeRejected({ code }), ...failure(code) });
  }
  yield call(loadContact, id);
}

export function* savePerson({ payload }: ReturnType<typeof actions.personSaveRequested>) {
  const { id, personId, version, body } = payload;
  try {
    yield call(callApi, personId ? contactsApi.changePerson(id, personId, body, version) : contactsApi.addPerson(id, body, version));
    yield put({ ...actions.personSaveAccepted(), ...success(personId ? 'personSaved' : 'personAdded') });
    yield call(loadContact, id);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.personSaveRejected({ code, fieldErrors }), ...failure(code) });
    if (code === STALE_CODE) yield call(loadContact, id);
  }
}

export function* deletePerson({ payload }: ReturnType<typeof actions.personDeleteRequested>) {
  try {
    yield call(callApi, contactsApi.removePerson(payload.id, payload.personId, payload.version));
    yield put({ ...actions.personDeleteAccepted(), ...success('personDeleted') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.personDeleteRejected({ code }), ...failure(code) });
  }
  yield call(loadContact, payload.id);
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

/** A push of a contact not on the page (it may belong there now): the page is read again, once per burst. */
export function* rereadOutdatedList() {
  const list: ContactListState = yield select(selectContactList);
  if (!list.outdated || list.status !== 'loaded') return;
  yield delay(LIST_REREAD_DELAY_MS);
  yield put(actions.listRequested());
}

/** After a reconnect (pushes may have been missed): the list, the open contact and the form schema again. */
export function* reread() {
  const list: ContactListState = yield select(selectContactList);
  if (list.status !== 'idle') yield put(actions.listRequested());
  yield call(reloadContact);
  const lookups: ContactLookupsState = yield select(selectContactLookups);
  if (lookups.form.status === 'loaded') yield put(actions.formNeeded({ fresh: true }));
}

export function* contactsSaga() {
  yield takeLatest(actions.listRequested.type, loadList);
  yield takeEvery(actions.formNeeded.type, ensureForm);
  yield takeLatest(actions.opened.type, openContact);
  yield takeLatest(actions.reloadRequested.type, reloadContact);
  yield takeLatest(actions.historyRequested.type, requestHistory);
  yield takeEvery(actions.linkedRequested.type, requestLinked);
  yield takeLatest(actions.pastVersionRequested.type, requestPastVersion);
  yield takeLatest(actions.numberChanged.type, checkNumber);
  yield takeEvery(actions.saveRequested.type, saveContact);
  yield takeLatest(actions.conflictReloadRequested.type, reloadAfterConflict);
  yield takeLatest(actions.personConflictReloadRequested.type, reloadAfterPersonConflict);
  yield takeEvery(actions.deleteRequested.type, deleteContact);
  yield takeEvery([actions.logoUploadRequested.type, actions.logoRemoveRequested.type], changeLogo);
  yield takeEvery(actions.personSaveRequested.type, savePerson);
  yield takeEvery(actions.personDeleteRequested.type, deletePerson);
  yield takeEvery(actions.viewPushed.type, applyPush);
  yield takeLatest(actions.viewPushed.type, rereadOutdatedList);
  yield takeLatest(actions.rereadRequested.type, reread);
}
