import { select, takeEvery } from 'redux-saga/effects';
import { COOKIE_NAMES, setCookie } from '../../lib/cookies';
import { preferencesActions, preferencesSlice, type PreferencesState } from './preferences.slice';

/**
 * Each choice writes its own cookie only: an adopted language (from the IdToken) must not
 * turn into a cookie because the size changed.
 */
function* persistLanguage() {
  const state: PreferencesState = yield select(preferencesSlice.selectSlice);
  setCookie(COOKIE_NAMES.language, state.language);
}

function* persistSize() {
  const state: PreferencesState = yield select(preferencesSlice.selectSlice);
  setCookie(COOKIE_NAMES.size, state.size);
}

function* persistSidebar() {
  const state: PreferencesState = yield select(preferencesSlice.selectSlice);
  setCookie(COOKIE_NAMES.sidebar, state.sidebarOpen ? 'open' : 'closed');
}

export function* preferencesSaga() {
  yield takeEvery(preferencesActions.languageChosen.type, persistLanguage);
  yield takeEvery(preferencesActions.sizeChosen.type, persistSize);
  yield takeEvery(preferencesActions.sidebarToggled.type, persistSidebar);
}
