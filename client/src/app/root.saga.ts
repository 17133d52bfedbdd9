import { spawn } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { bookmarksSaga } from '../features/bookmarks';
import { helpSaga } from '../features/help';
import { newsSaga } from '../features/news';
import { liveViewsSaga, realtimeSaga } from '../features/realtime';
import { shellSaga } from '../shell/shell.saga';
import { profileSaga } from '../features/profile';
import { preferencesSaga } from '../features/preferences';
import { sessionSaga } from '../features/session';
import { accountSaga } from '../features/account';
import { membersSaga } from '../features/members';
import { adminSaga } from '../features/admin';
import { teamsSaga } from '../features/teams';
import { typesSaga } from '../features/types';
import { portalsSaga } from '../features/portals';
import { protocolsSaga } from '../features/protocols';
import { tasksSaga } from '../features/tasks';
import { lookupsSaga } from '../features/session/lookups.lazy';
import { accountSyncSaga } from './account-sync.saga';
import { localeSaga } from './locale.saga';
import { LIVE_VIEWS } from './live-views';
import type { RootState } from './root-reducer';

/** Each feature saga is spawned: one that fails does not take the others down. */
export function* rootSaga() {
  yield spawn(sessionSaga);
  yield spawn(preferencesSaga);
  yield spawn(authSaga);
  yield spawn(profileSaga);
  yield spawn(bookmarksSaga);
  yield spawn(newsSaga);
  yield spawn(helpSaga);
  yield spawn(realtimeSaga);
  yield spawn(liveViewsSaga<RootState>, LIVE_VIEWS);
  yield spawn(shellSaga);
  yield spawn(accountSaga);
  yield spawn(membersSaga);
  yield spawn(adminSaga);
  yield spawn(teamsSaga);
  yield spawn(typesSaga);
  yield spawn(portalsSaga);
  yield spawn(protocolsSaga);
  yield spawn(tasksSaga);
  yield spawn(lookupsSaga);
  yield spawn(accountSyncSaga);
  yield spawn(localeSaga);
}
