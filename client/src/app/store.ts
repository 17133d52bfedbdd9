import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authReducer } from '../features/auth';
import { bookmarksReducer } from '../features/bookmarks';
import { helpReducer } from '../features/help';
import { newsReducer } from '../features/news';
import { REALTIME, realtimeReducer, socketIoRealtime, type RealtimeDeps } from '../features/realtime';
import { shellReducer } from '../shell/shell.slice';
import { notificationsReducer } from '../features/notifications';
import { accountActions, accountReducer } from '../features/account';
import { membersReducer } from '../features/members';
import { contactsActions, contactsReducer } from '../features/contacts';
import { protocolsReducer } from '../features/protocols';
import { tasksReducer } from '../features/tasks';
import { adminReducer } from '../features/admin';
import { teamsReducer } from '../features/teams';
import { formBuilderReducer, typesReducer } from '../features/types';
import { portalsReducer } from '../features/portals';
import { profileActions, profileReducer } from '../features/profile';
import { defaultPreferences, preferencesReducer, type PreferencesState } from '../features/preferences';
import { DEPS, initialSessionState, sessionActions, sessionReducer, type SessionDeps, type SessionState } from '../features/session';
import { rootSaga } from './root.saga';

const slices = combineReducers({
  session: sessionReducer,
  preferences: preferencesReducer,
  auth: authReducer,
  profile: profileReducer,
  notifications: notificationsReducer,
  bookmarks: bookmarksReducer,
  news: newsReducer,
  help: helpReducer,
  realtime: realtimeReducer,
  shell: shellReducer,
  account: accountReducer,
  members: membersReducer,
  admin: adminReducer,
  teams: teamsReducer,
  types: typesReducer,
  formBuilder: formBuilderReducer,
  portals: portalsReducer,
  contacts: contactsReducer,
  protocols: protocolsReducer,
  tasks: tasksReducer,
});

export type RootState = ReturnType<typeof slices>;

/** Logout resets every slice but the preferences (they live in cookies, not in the session). */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (sessionActions.sessionEnded.match(action) && state) {
    return slices({ preferences: state.preferences } as RootState, action);
  }
  return slices(state, action);
}

export interface StoreOptions {
  deps: SessionDeps;
  session?: SessionState;
  preferences?: PreferencesState;
  runSagas?: boolean;
  /** A saga's uncaught error (default: console.error). */
  onError?: (error: Error) => void;
  /** The socket (null: none). Tests get none unless they pass a fake, so no test opens a real socket. */
  realtime?: RealtimeDeps | null;
}

export function createAppStore({ deps, session = initialSessionState, preferences = defaultPreferences, runSagas = true, onError, realtime = import.meta.env.MODE === 'test' ? null : socketIoRealtime }: StoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { [DEPS]: deps, [REALTIME]: realtime }, ...(onError ? { onError } : {}) });
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: { session, preferences } as RootState,
    middleware: (getDefault) => getDefault({
        thunk: false,
        // a picked file travels in the action to the saga that uploads it
        serializableCheck: { ignoredActions: [profileActions.avatarUploadRequested.type, accountActions.imageChangeRequested.type, contactsActions.logoUploadRequested.type, 'tasks/actRequested'] },
      }).concat(sagaMiddleware),
  });
  if (runSagas) sagaMiddleware.run(rootSaga);
  /** Runs a saga against this store (tests run whole flows this way). */
  return Object.assign(store, { runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
