import { describe, expect, it } from 'vitest';
import { preferencesActions, preferencesReducer, defaultPreferences, preferencesFrom } from '../features/preferences';
import { profileActions } from '../features/profile';
import { initialSessionState, sessionActions } from '../features/session';
import { fail, harness, idToken, ok, signedIn } from '../test/session-harness';
import type { ApiRequest } from '../lib/api/http';
import { localeOfIdToken } from './locale.saga';
import { settle } from '../test/settle';

const tokensWithLocale = (locale: string) => ({
  AccessToken: 't-1',
  RefreshToken: 'r-1',
  IdToken: idToken({ sub: 'user-1', username: 'ben', name: 'Ben Brandt', locale }),
  ExpiresIn: 900,
  TokenType: 'Bearer',
});

function signInApi(locale: string) {
  return (request: ApiRequest) => {
    if (request.path === '/v1/oauth/token') return ok(tokensWithLocale(locale));
    if (request.path === '/v1/users/user-1/accounts') return ok({ data: [], meta: { page: 1, limit: 100, total: 0 } });
    return fail(404, 'x');
  };
}

describe('UI language from the user', () => {
  it('reads the IdToken’s locale; anything else is no locale', () => {
    expect(localeOfIdToken(idToken({ locale: 'en' }))).toBe('en');
    expect(localeOfIdToken(idToken({ locale: 'fr' }))).toBeNull();
    expect(localeOfIdToken('garbage')).toBeNull();
  });

  it('an adopted locale never overrides the language cookie; a choice does', () => {
    const chosen = preferencesFrom({ language: 'de', size: null, sidebar: null });
    expect(chosen.languageFromCookie).toBe(true);
    expect(preferencesReducer(chosen, preferencesActions.languageAdopted('en')).language).toBe('de');
    expect(preferencesReducer(defaultPreferences, preferencesActions.languageAdopted('en'))).toMatchObject({
      language: 'en',
      languageFromCookie: false,
    });
    expect(preferencesReducer(chosen, preferencesActions.languageChosen('en'))).toMatchObject({ language: 'en', languageFromCookie: true });
  });

  it('signing in takes the IdToken’s locale when no language cookie is set', async () => {
    const { store, navigate } = harness(signInApi('en'), initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'ben', password: 'Demo-Pass-1' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(store.getState().preferences.language).toBe('en');
  });

  it('signing in keeps the language the cookie says', async () => {
    const cookie = preferencesFrom({ language: 'de', size: null, sidebar: null });
    const { store, navigate } = harness(signInApi('en'), initialSessionState, '/login', cookie);
    store.dispatch(sessionActions.signInRequested({ username: 'ben', password: 'Demo-Pass-1' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(store.getState().preferences.language).toBe('de');
  });

  it('a resumed session (reload) takes the stored IdToken’s locale as well', async () => {
    const session = signedIn({ tokens: { accessToken: 'a', refreshToken: 'r', idToken: idToken({ sub: 'user-1', locale: 'en' }) } });
    const { store } = harness(() => fail(500, 'x'), session);
    store.dispatch(sessionActions.sessionResumed());
    await settle(() => store.getState().preferences.language === 'en');
    expect(store.getState().preferences.language).toBe('en');
  });

  it('saving a locale in the profile switches the UI language at once, as a choice', async () => {
    const { store } = harness((request) =>
      request.method === 'PATCH' ? ok({ id: 'user-1', version: 2, position: 3 }) : ok({ id: 'user-1', avatar_url: null }),
    );
    store.dispatch(profileActions.detailsSaveRequested({ locale: 'en' }));
    await settle(() => store.getState().preferences.language === 'en');
    expect(store.getState().preferences).toMatchObject({ language: 'en', languageFromCookie: true });
  });

  it('saving the profile without a locale leaves the language alone', async () => {
    const { store } = harness((request) =>
      request.method === 'PATCH' ? ok({ id: 'user-1', version: 2, position: 3 }) : ok({ id: 'user-1', avatar_url: null }),
    );
    store.dispatch(profileActions.detailsSaveRequested({ first_name: 'Anna' }));
    await settle(() => store.getState().profile.save.details.status === 'saved');
    expect(store.getState().preferences.language).toBe('de');
  });
});
