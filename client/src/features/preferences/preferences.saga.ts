import { select, takeEvery } from 'redux-saga/effects';
import { COOKIE_NAMES, setCookie } from '../../lib/cookies';
import { preferencesActions, preferencesSlice, type PreferencesState } from './preferences.slice';

/** Keeps the preference cookies in step with the state. */
function* persist() {
  const state: PreferencesState = yield select(preferencesSlice.selectSlice);
  setCookie(COOKIE_NAMES.language, state.language);
  setCookie(COOKIE_NAMES.size, state.size);
  setCookie(COOKIE_NAMES.sidebar, state.sidebarOpen ? 'open' : 'closed');
}

export function* preferencesSaga() {
  yield takeEvery(
    [preferencesActions.languageChosen.type, preferencesActions.sizeChosen.type, preferencesActions.sidebarToggled.type],
    persist,
  );
}
