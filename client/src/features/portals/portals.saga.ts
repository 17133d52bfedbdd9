import { call, delay, put, select } from 'redux-saga/effects';
import type { ContactListView, ContactView, MemberListView, PortalListView, PortalView, WriteResult } from '@kollab/contracts';
import { ApiError } from '../../lib/api/http';
import { failureOf } from '../../lib/api/failure';
import { pushedVersion } from '../../lib/pushes';
import type { Flow } from '../../lib/lazy-feature';
import type { Notice } from '../../lib/notify';
import { callApi } from '../session';
import { portalsApi } from './portals.api';
import { PORTAL_SLOTS_CODE, portalsActions as actions, selectPortalsList } from './portals.slice';

const success = (key: string): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'success', message: `portals:toasts.${key}` } } });
const failure = (code: Notice['code']): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'error', code } } });
/** The slots refusal opens its own dialog: no toast on top of it. */
const failureUnlessSlots = (code: Notice['code']) => (code === PORTAL_SLOTS_CODE ? {} : failure(code));

/** Typing in the contact picker: wait for a pause before asking. */
export const CONTACT_SEARCH_DELAY_MS = 250;

export function* loadPortals() {
  try {
    const body: PortalListView = yield call(callApi, portalsApi.list());
    yield put(actions.listLoaded(body));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

export function* loadPortal({ payload }: ReturnType<typeof actions.portalRequested>) {
  try {
    const view: PortalView = yield call(callApi, portalsApi.get(payload.id));
    yield put(actions.portalLoaded(view));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) yield put(actions.portalGone({ id: payload.id }));
  }
}

export function* loadStaff() {
  try {
    const body: MemberListView = yield call(callApi, portalsApi.staff());
    yield put(actions.staffLoaded(body.data));
  } catch {
    yield put(actions.staffLoadFailed());
  }
}

export function* searchContacts({ payload }: ReturnType<typeof actions.contactsSearched>) {
  yield delay(CONTACT_SEARCH_DELAY_MS);
  try {
    const body: ContactListView = yield call(callApi, portalsApi.contacts(payload.search));
    yield put(actions.contactsLoaded(body.data.map(({ id, name, number }) => ({ id, name, number }))));
  } catch {
    yield put(actions.contactsLoadFailed());
  }
}

export function* loadPersons({ payload }: ReturnType<typeof actions.personsRequested>) {
  try {
    const contact: ContactView = yield call(callApi, portalsApi.contact(payload.contactId));
    yield put(actions.personsLoaded({ contactId: payload.contactId, persons: contact.persons }));
  } catch {
    yield put(actions.personsLoadFailed({ contactId: payload.contactId }));
  }
}

export function* createPortal({ payload }: ReturnType<typeof actions.createRequested>) {
  try {
    const result: WriteResult = yield call(callApi, portalsApi.create(payload));
    yield put({ ...actions.createAccepted({ id: result.id }), ...success('created') });
    yield put(actions.portalRequested({ id: result.id }));
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.createRejected({ code, fieldErrors }), ...failure(code) });
  }
}

export function* changeContactPerson({ payload }: ReturnType<typeof actions.contactPersonChangeRequested>) {
  try {
    yield call(callApi, portalsApi.changeContactPerson(payload.id, payload.contactPerson, payload.version));
    yield put({
      ...actions.contactPersonChangeAccepted({ id: payload.id, contactPerson: payload.contactPerson }),
      ...success('contactPersonChanged'),
    });
    yield put(actions.portalRequested({ id: payload.id }));
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.portalRejected({ id: payload.id, code }), ...failure(code) });
  }
}

export function* deletePortal({ payload }: ReturnType<typeof actions.deleteRequested>) {
  try {
    yield call(callApi, portalsApi.remove(payload.id, payload.version));
    yield put({ ...actions.deleteAccepted({ id: payload.id }), ...success('deleted') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.portalRejected({ id: payload.id, code }), ...failure(code) });
  }
}

export function* addMember({ payload }: ReturnType<typeof actions.memberAddRequested>) {
  try {
    yield call(callApi, portalsApi.addMember(payload.portalId, payload.input));
    yield put({ ...actions.memberAddAccepted({ portalId: payload.portalId }), ...success('memberAdded') });
    yield put(actions.portalRequested({ id: payload.portalId }));
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.memberAddRejected({ portalId: payload.portalId, code }), ...failureUnlessSlots(code) });
  }
}

export function* changeMember({ payload }: ReturnType<typeof actions.memberChangeRequested>) {
  try {
    yield call(callApi, portalsApi.changeMember(payload.portalId, payload.userId, payload.change));
    yield put({ ...actions.memberChangeAccepted(payload), ...success('memberChanged') });
    yield put(actions.portalRequested({ id: payload.portalId }));
  } catch (error) {
    const { code } = failureOf(error);
    // activating a portal user again takes a portal user slot
    yield put({ ...actions.memberRejected({ portalId: payload.portalId, userId: payload.userId, code }), ...failureUnlessSlots(code) });
  }
}

export function* removeMember({ payload }: ReturnType<typeof actions.memberRemoveRequested>) {
  try {
    yield call(callApi, portalsApi.removeMember(payload.portalId, payload.userId));
    yield put({ ...actions.memberRemoveAccepted(payload), ...success('memberRemoved') });
    yield put(actions.portalRequested({ id: payload.portalId }));
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.memberRejected({ portalId: payload.portalId, userId: payload.userId, code }), ...failure(code) });
  }
}

/** `portals/portalChanged` carries ids only: a deletion is applied, a newer or new portal read again (names joined by the server). */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const list: ReturnType<typeof selectPortalsList> = yield select(selectPortalsList);
  if (list.status === 'idle') return;
  if (payload.view === null) {
    if (list.entities[payload.id]) yield put(actions.portalGone({ id: payload.id }));
    return;
  }
  const current = list.entities[payload.id];
  const version = pushedVersion(payload);
  if (!current || (version !== null && version > current.version)) yield put(actions.portalRequested({ id: payload.id }));
}

/** The watchers, started on the first portals action (index.ts: `lazyFeature`). */
export const portalsFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadPortals, latest: true },
  { pattern: actions.portalRequested.type, worker: loadPortal },
  { pattern: actions.staffRequested.type, worker: loadStaff, latest: true },
  { pattern: actions.contactsSearched.type, worker: searchContacts, latest: true },
  { pattern: actions.personsRequested.type, worker: loadPersons },
  { pattern: actions.createRequested.type, worker: createPortal },
  { pattern: actions.contactPersonChangeRequested.type, worker: changeContactPerson },
  { pattern: actions.deleteRequested.type, worker: deletePortal },
  { pattern: actions.memberAddRequested.type, worker: addMember },
  { pattern: actions.memberChangeRequested.type, worker: changeMember },
  { pattern: actions.memberRemoveRequested.type, worker: removeMember },
  { pattern: actions.viewPushed.type, worker: applyPush },
];
