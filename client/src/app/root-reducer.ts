import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth';
import { bookmarksReducer } from '../features/bookmarks';
import { helpReducer } from '../features/help';
import { newsReducer } from '../features/news';
import { realtimeReducer } from '../features/realtime';
import { shellReducer } from '../shell/shell.slice';
import { notificationsReducer } from '../features/notifications';
import { accountReducer } from '../features/account';
import { membersReducer } from '../features/members';
import { contactsReducer } from '../features/contacts';
import { protocolsReducer } from '../features/protocols';
import { offersReducer } from '../features/offers';
import { surveysReducer } from '../features/surveys';
import { tasksReducer } from '../features/tasks';
import { adminReducer } from '../features/admin';
import { teamsReducer } from '../features/teams';
import { formBuilderReducer, typesReducer } from '../features/types';
import { portalsReducer } from '../features/portals';
import { profileReducer } from '../features/profile';
import { preferencesReducer } from '../features/preferences';
import { sessionActions, sessionReducer } from '../features/session';
import { LOOKUPS } from '../lib/lookups';
import { lookupsReducer } from '../features/session/lookups.lazy';

/** The app's state: one slice per feature (the sagas and the live views read it; the store is made in store.ts). */
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
  offers: offersReducer,
  surveys: surveysReducer,
  tasks: tasksReducer,
  // the shared lookups (lib/lookups.api.ts)
  [LOOKUPS]: lookupsReducer,
});

export type RootState = ReturnType<typeof slices>;

/**
 * Logout resets every slice but the preferences (they live in cookies, not in the session);
 * another account starts the shared lookups afresh (the users, teams and types are the account's).
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (sessionActions.sessionEnded.match(action) && state) {
    return slices({ preferences: state.preferences } as RootState, action);
  }
  if (sessionActions.accountChosen.match(action) && state && action.payload.accountId !== state.session.account.id) {
    return slices({ ...state, [LOOKUPS]: undefined } as unknown as RootState, action);
  }
  return slices(state, action);
}
