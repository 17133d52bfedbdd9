import { all, call, delay, put, select } from 'redux-saga/effects';
import type {
  ClaimTypeTreeView,
  ContactListView,
  ContactView,
  ItemTypeListView,
  MemberListView,
  ProtocolView,
  TaskTypeView,
  TaskView,
  TeamListView,
  UserPermissionsView,
} from '@kollab/contracts';
import { callApi, selectUser, type SessionUser } from '../session';
import type { LookupName } from './task-lookups.slice';
import { tasksApi } from './tasks.api';
import { selectTaskLookups, tasksActions as actions } from './tasks.slice';
import type { TaskLookupsState } from './tasks.state';

/** How long a contact or protocol search waits for more typing. */
export const SEARCH_DELAY_MS = 300;

/** What the task screens look up: types, teams, the teams I may create in, users, claim types, contact names, link searches. */
function* readLookup(name: LookupName) {
  switch (name) {
    case 'types': {
      const body: ItemTypeListView<TaskTypeView> = yield call(callApi, tasksApi.types());
      yield put(actions.lookupLoaded({ name, data: body.data }));
      return;
    }
    case 'teams': {
      const body: TeamListView = yield call(callApi, tasksApi.teams());
      yield put(actions.lookupLoaded({ name, data: body.data }));
      return;
    }
    case 'creatable': {
      const user: SessionUser | null = yield select(selectUser);
      const body: UserPermissionsView = yield call(callApi, tasksApi.permissions(user?.id ?? ''));
      const data = body.team_permissions.filter((entry) => entry.permissions.includes('team.tasks.create')).map((entry) => entry.team_id);
      yield put(actions.lookupLoaded({ name, data }));
      return;
    }
    case 'users': {
      const body: MemberListView = yield call(callApi, tasksApi.users());
      yield put(actions.lookupLoaded({ name, data: body.data }));
      return;
    }
    case 'claimTypes': {
      const body: ClaimTypeTreeView = yield call(callApi, tasksApi.claimTypes());
      yield put(actions.lookupLoaded({ name, data: body.data }));
      return;
    }
  }
}

/** Reads each lookup that is not there yet (or failed before, or all asked for `fresh`). */
export function* ensureLookups({ payload }: ReturnType<typeof actions.lookupsNeeded>) {
  const lookups: TaskLookupsState = yield select(selectTaskLookups);
  yield all(
    payload.names
      .filter((name) => lookups[name].status !== 'loading' && (lookups[name].status !== 'loaded' || payload.fresh))
      .map((name) =>
        call(function* () {
          yield put(actions.lookupRequested(name));
          try {
            yield call(readLookup, name);
          } catch {
            yield put(actions.lookupLoadFailed(name));
          }
        }),
      ),
  );
}

/** The names of the linked contacts not known yet (each read once). */
export function* loadContactNames(task: TaskView) {
  const { contactNames }: TaskLookupsState = yield select(selectTaskLookups);
  const missing = task.contacts.map((link) => link.contact_id).filter((id) => !(id in contactNames));
  if (missing.length === 0) return;
  const names: Record<string, string> = {};
  for (const id of missing) {
    try {
      const contact: ContactView = yield call(callApi, tasksApi.contact(id));
      names[id] = contact.name;
    } catch {
      names[id] = '';
    }
  }
  yield put(actions.contactNamesLoaded(names));
}

export function* searchContacts({ payload }: ReturnType<typeof actions.contactSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const body: ContactListView = yield call(callApi, tasksApi.searchContacts(payload.search));
    yield put(actions.contactSearchLoaded(body.data));
  } catch {
    yield put(actions.contactSearchFailed());
  }
}

export function* searchProtocols({ payload }: ReturnType<typeof actions.protocolSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const body: { data: ProtocolView[] } = yield call(callApi, tasksApi.searchProtocols(payload.search));
    yield put(actions.protocolSearchLoaded(body.data.map(({ id, number, title }) => ({ id, number, title }))));
  } catch {
    yield put(actions.protocolSearchFailed());
  }
}
