import type { Action } from '@reduxjs/toolkit';
import { takeEvery, takeLatest } from 'redux-saga/effects';
import { applyPush, openContact, reloadContact, requestHistory, requestLinked, requestPastVersion } from './contact-detail.saga';
import { checkNumber, ensureForm } from './contact-form.saga';
import { loadList, reread, rereadOutdatedList } from './contact-list.saga';
import {
  changeLogo,
  deleteContact,
  deletePerson,
  reloadAfterConflict,
  reloadAfterPersonConflict,
  saveContact,
  savePerson,
} from './contact-writes.saga';
import { contactsActions as actions } from './contacts.slice';

type LinkedRequest = ReturnType<typeof actions.linkedRequested>;
/** The reads of the offers tab (`offers`: true) or of the tasks and protocols tabs. */
const linkedRead =
  (offers: boolean) =>
  (action: Action): action is LinkedRequest =>
    actions.linkedRequested.match(action) && (action.payload.kind === 'offers') === offers;

/** The watchers, the feature's one saga (started with the first contacts page: screens.ts). */
export function* contactsSaga() {
  yield takeLatest(actions.listRequested.type, loadList);
  yield takeEvery(actions.formNeeded.type, ensureForm);
  yield takeLatest(actions.opened.type, openContact);
  yield takeLatest(actions.reloadRequested.type, reloadContact);
  yield takeLatest(actions.historyRequested.type, requestHistory);
  // of the offers' pages only the one asked for last counts
  yield takeLatest(linkedRead(true), requestLinked);
  yield takeEvery(linkedRead(false), requestLinked);
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
