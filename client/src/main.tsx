import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createI18n } from './app/i18n';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { preferencesFrom } from './features/preferences';
import { resumedSessionState, sessionActions, type SessionUser, type Tokens } from './features/session';
import { sendRequest } from './lib/api/http';
import { COOKIE_NAMES, readCookie } from './lib/cookies';
import { readJson, STORAGE_KEYS } from './lib/storage';
import { CLIENT_VERSION } from './lib/version';

const preferences = preferencesFrom({
  language: readCookie(COOKIE_NAMES.language),
  size: readCookie(COOKIE_NAMES.size),
  sidebar: readCookie(COOKIE_NAMES.sidebar),
});
const i18n = createI18n(preferences.language);
const router = createAppRouter();
const store = createAppStore({
  deps: {
    transport: sendRequest,
    navigate: (to) => void router.navigate(to),
    currentPath: () => router.state.location.pathname + router.state.location.search,
    language: () => i18n.language,
    clientVersion: CLIENT_VERSION,
  },
  session: resumedSessionState(readJson<{ tokens: Tokens; user: SessionUser }>(STORAGE_KEYS.session), readJson<string>(STORAGE_KEYS.account)),
  preferences,
});
store.dispatch(sessionActions.sessionResumed());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} i18n={i18n} />
  </StrictMode>,
);
