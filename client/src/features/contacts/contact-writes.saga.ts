/** The writes of a contact: save (create, edit), the Reload after a 409, delete, the logo, its persons. */
import { call, getContext, put, select } from 'redux-saga/effects';
import type { WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { callApi, DEPS, type SessionDeps } from '../session';
import { loadContact, reloadContact } from './contact-detail.saga';
import { failure, success } from './contact-notices';
import { contactsApi } from './contacts.api';
import { contactsActions as actions, selectContactEditor, STALE_CODE, type ContactEditorState } from './contacts.slice';

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
