import { put, select, takeEvery } from 'redux-saga/effects';
import { profileActions } from '../features/profile';
import { preferencesActions } from '../features/preferences';
import { selectTokens, sessionActions, type Tokens } from '../features/session';
import { readJwtClaims } from '../lib/jwt';

/** The `locale` claim of an IdToken, when it is one the UI speaks. */
export function localeOfIdToken(idToken: string | null | undefined): 'de' | 'en' | null {
  const locale = idToken ? readJwtClaims(idToken)?.locale : null;
  return locale === 'de' || locale === 'en' ? locale : null;
}

/**
 * The UI language follows the user: at sign-in (and when a stored session resumes) the
 * IdToken's locale, unless the language cookie holds a choice; after the profile saved a
 * locale, that locale as a choice (so the cookie agrees after a reload).
 */
export function* adoptTokenLocale() {
  const tokens: Tokens | null = yield select(selectTokens);
  const locale = localeOfIdToken(tokens?.idToken);
  if (locale) yield put(preferencesActions.languageAdopted(locale));
}

export function* followSavedLocale({ payload }: ReturnType<typeof profileActions.detailsSaved>) {
  if (payload.locale) yield put(preferencesActions.languageChosen(payload.locale));
}

export function* localeSaga() {
  yield takeEvery([sessionActions.signInSucceeded.type, sessionActions.sessionResumed.type], adoptTokenLocale);
  yield takeEvery(profileActions.detailsSaved.type, followSavedLocale);
}
