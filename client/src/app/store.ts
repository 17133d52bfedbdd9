import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { accountActions } from '../features/account';
import { contactsActions } from '../features/contacts';
import { profileActions } from '../features/profile';
import { defaultPreferences, type PreferencesState } from '../features/preferences';
import { REALTIME, socketIoRealtime, type RealtimeDeps } from '../features/realtime';
import { DEPS, initialSessionState, type SessionDeps, type SessionState } from '../features/session';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root.saga';

export { rootReducer, type RootState } from './root-reducer';

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

export function createAppStore({
  deps,
  session = initialSessionState,
  preferences = defaultPreferences,
  runSagas = true,
  onError,
  realtime = import.meta.env.MODE === 'test' ? null : socketIoRealtime,
}: StoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { [DEPS]: deps, [REALTIME]: realtime }, ...(onError ? { onError } : {}) });
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: { session, preferences } as RootState,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // a picked file travels in the action to the saga that uploads it
        serializableCheck: {
          ignoredActions: [
            profileActions.avatarUploadRequested.type,
            accountActions.imageChangeRequested.type,
            contactsActions.logoUploadRequested.type,
            'tasks/actionRequested',
          ],
        },
      }).concat(sagaMiddleware),
  });
  if (runSagas) sagaMiddleware.run(rootSaga);
  /**
   * Runs a saga against this store (tests run whole flows this way); `rootReducer` is what feature slices are added
   * beside (feature-slice.ts: reading it here keeps the root reducer's modules out of the lazy pages' graph).
   */
  return Object.assign(store, { runSaga: sagaMiddleware.run, rootReducer: rootReducer as Reducer<RootState> });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
