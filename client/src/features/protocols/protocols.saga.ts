import { call, delay, getContext, put, select } from 'redux-saga/effects';
import type {
  ContactListView,
  ContactView,
  ErrorCode,
  HistoryEntry,
  ItemTypeListView,
  ListPage,
  MemberListView,
  ProtocolDetailView,
  ProtocolTypeView,
  ProtocolView,
  TeamListView,
  WriteResult,
} from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import type { ApiRequest } from '../../lib/api/http';
import { itemErrorOf } from '../../lib/item-error';
import type { Flow } from '../../lib/lazy-feature';
import type { Notice } from '../../lib/notify';
import { callApi, DEPS, type SessionDeps } from '../session';
import { conflictOf } from '../collab/conflict-of';
import { PROTOCOL_FIELDS } from './protocol-fields';
import { isStaffView, readProtocolPush, type ShownProtocol } from './protocol-push';
import { queryKey } from './protocol-query';
import { protocolsApi } from './protocols.api';
import { protocolsActions as actions, selectProtocols, type LookupName } from './protocols.slice';
import type { LinkedTask, ProtocolsState } from './protocols.state';
import { saveBlob } from '../../lib/save-blob';

export const STALE_CODE = 'concurrency.wrong_expected_version';
/** Pushes of protocols not on the page come in bursts: one re-read. */
export const LIST_REREAD_DELAY_MS = 300;
/** The contact and task pickers search after a pause in typing. */
export const SEARCH_DELAY_MS = 300;
/** The home card's length. */
export const RECENT_COUNT = 5;

const notice = (notice: Notice) => ({ meta: { notice } });
const success = (key: string) => notice({ severity: 'success', message: `protocols:toasts.${key}` });
const failure = (code: ErrorCode) =>
  notice(code === STALE_CODE ? { severity: 'warning', message: 'protocols:toasts.stale' } : { severity: 'error', code });

function* state() {
  const protocols: ProtocolsState = yield select(selectProtocols);
  return protocols;
}

export function* loadList() {
  const { list }: ProtocolsState = yield call(state);
  const key = queryKey(list.query);
  try {
    const page: ListPage<ShownProtocol> = yield call(callApi, protocolsApi.list(list.query));
    yield put(actions.listLoaded({ key, page }));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

export function* loadRecent() {
  try {
    const page: ListPage<ShownProtocol> = yield call(callApi, protocolsApi.recent(RECENT_COUNT));
    yield put(actions.recentLoaded(page.data.slice(0, RECENT_COUNT)));
  } catch {
    yield put(actions.recentLoadFailed());
  }
}

const LOOKUPS: Record<LookupName, () => ApiRequest> = { types: protocolsApi.types, teams: protocolsApi.teams, users: protocolsApi.users };

function* loadLookup(name: LookupName) {
  yield put(actions.lookupRequested(name));
  try {
    const body: unknown = yield call(callApi, LOOKUPS[name]());
    if (name === 'types') yield put(actions.lookupLoaded({ name, data: (body as ItemTypeListView<ProtocolTypeView>).data }));
    if (name === 'teams') yield put(actions.lookupLoaded({ name, data: (body as TeamListView).data }));
    if (name === 'users') yield put(actions.lookupLoaded({ name, data: (body as MemberListView).data }));
  } catch {
    yield put(actions.lookupLoadFailed(name));
  }
}

/** Reads each lookup not there yet (or failed before, or all asked for `fresh`). */
export function* ensureLookups({ payload }: ReturnType<typeof actions.lookupsNeeded>) {
  for (const name of payload.names) {
    const { lookups }: ProtocolsState = yield call(state);
    const { status } = lookups[name];
    if (status === 'loading' || (status === 'loaded' && !payload.fresh)) continue;
    yield call(loadLookup, name);
  }
}

export function* createProtocol({ payload }: ReturnType<typeof actions.createRequested>) {
  try {
    const result: WriteResult = yield call(callApi, protocolsApi.create(payload));
    yield put({ ...actions.createAccepted({ id: result.id }), ...success('created') });
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(deps.navigate, `/protocols/${result.id}`);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.createRejected({ code, fieldErrors }), ...failure(code) });
  }
}

/** Names of linked contacts not known yet (one read each; a contact the caller cannot read keeps its id). */
function* loadContactNames(view: ShownProtocol) {
  if (!isStaffView(view)) return;
  const { detail }: ProtocolsState = yield call(state);
  const names: Record<string, string> = {};
  for (const link of view.contacts) {
    if (link.contact_id in detail.contactNames) continue;
    try {
      const contact: ContactView = yield call(callApi, protocolsApi.contact(link.contact_id));
      names[link.contact_id] = contact.name;
    } catch {
      names[link.contact_id] = '';
    }
  }
  if (Object.keys(names).length > 0) yield put(actions.contactNamesLoaded(names));
}

export function* loadHistory(id: string) {
  try {
    const body: { data: HistoryEntry[] } = yield call(callApi, protocolsApi.history(id));
    yield put(actions.historyLoaded(body.data));
  } catch {
    yield put(actions.historyLoadFailed());
  }
}

export function* loadTasks(id: string) {
  try {
    const page: ListPage<LinkedTask> = yield call(callApi, protocolsApi.tasks(id));
    yield put(actions.tasksLoaded(page.data.map(({ id: taskId, number, title, status }) => ({ id: taskId, number, title, status }))));
  } catch {
    yield put(actions.tasksLoadFailed());
  }
}

/** Reads the open protocol (and what shows with it: contact names, the history when it is open). */
export function* loadProtocol(id: string) {
  try {
    const view: ProtocolDetailView = yield call(callApi, protocolsApi.get(id));
    yield put(actions.loaded(view));
    yield call(loadContactNames, view);
    const { detail }: ProtocolsState = yield call(state);
    if (detail.history.status === 'loaded' || detail.history.status === 'failed') yield call(loadHistory, id);
  } catch (error) {
    const item = itemErrorOf(error);
    // meta.itemError: the shell tells content of another account from an ordinary 404 (lib/item-error.ts)
    yield put({
      ...actions.loadFailed({ id, status: item?.status ?? 0, code: (item?.code as ErrorCode | null) ?? null }),
      meta: { itemError: item },
    });
  }
}

export function* openProtocol({ payload }: ReturnType<typeof actions.opened>) {
  yield call(loadProtocol, payload.id);
  yield put(actions.tasksRequested());
}

function* openedId() {
  const { detail }: ProtocolsState = yield call(state);
  return detail.id;
}

function* reloadProtocol() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadProtocol, id);
}

function* requestTasks() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadTasks, id);
}

function* requestHistory() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadHistory, id);
}

function* pastView(id: string, past: { version?: number; at?: string }) {
  const view: ProtocolView = yield call(callApi, protocolsApi.get(id, past));
  return view;
}

export function* requestPastVersion({ payload }: ReturnType<typeof actions.pastVersionRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: ProtocolView = yield call(pastView, id, payload);
    yield put(actions.pastVersionLoaded(view));
  } catch {
    yield put(actions.pastVersionLoadFailed());
  }
}

export function* requestCompare({ payload }: ReturnType<typeof actions.compareRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: ProtocolView = yield call(pastView, id, { version: payload.version });
    yield put(actions.compareLoaded(view));
  } catch {
    yield put(actions.compareLoadFailed());
  }
}

/**
 * PATCH with If-Match = the version the form started from. A 409: the base version and the
 * current one are read, and the conflict (theirs, mine, clashes) goes to the dialog.
 */
export function* saveProtocol({ payload }: ReturnType<typeof actions.saveRequested>) {
  const { id, base, changes } = payload;
  try {
    yield call(callApi, protocolsApi.change(id, changes, base.version));
    yield put({ ...actions.saveAccepted(), ...success('saved') });
    yield call(loadProtocol, id);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    if (code !== STALE_CODE) {
      yield put({ ...actions.saveRejected({ code, fieldErrors }), ...failure(code) });
      return;
    }
    try {
      const current: ProtocolView = yield call(callApi, protocolsApi.get(id));
      let before: ProtocolView = base;
      try {
        before = yield call(pastView, id, { version: base.version });
      } catch {
        // the form's own copy of the base serves as well
      }
      const mine = { ...before, ...changes };
      const conflict = conflictOf(before as unknown as Record<string, unknown>, current as unknown as Record<string, unknown>, mine, PROTOCOL_FIELDS);
      yield put(actions.loaded(current));
      yield put({
        ...actions.conflictDetected({ base: before, current, changes, conflict }),
        ...notice({ severity: 'warning', message: 'protocols:toasts.stale' }),
      });
    } catch (reread) {
      const refused = failureOf(reread);
      yield put({ ...actions.saveRejected({ code: refused.code, fieldErrors: null }), ...failure(refused.code) });
    }
  }
}

/** "Re-apply my changes": my changed fields again, based on the current version (their other changes stay). */
export function* reapplyAfterConflict() {
  const { detail }: ProtocolsState = yield call(state);
  if (!detail.conflict || !detail.id) return;
  const { current, changes } = detail.conflict;
  yield put(actions.saveRequested({ id: detail.id, base: current, changes }));
}

export function* deleteProtocol({ payload }: ReturnType<typeof actions.deleteRequested>) {
  try {
    yield call(callApi, protocolsApi.remove(payload.id, payload.version));
    yield put({ ...actions.deleteAccepted(), ...success('deleted') });
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(deps.navigate, '/protocols');
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.sideWriteSettled({ ok: false }), ...failure(code) });
    if (code === STALE_CODE) yield call(loadProtocol, payload.id);
  }
}

type SideWrite =
  | ReturnType<typeof actions.watchRequested>
  | ReturnType<typeof actions.commentAddRequested>
  | ReturnType<typeof actions.commentChangeRequested>
  | ReturnType<typeof actions.commentRemoveRequested>
  | ReturnType<typeof actions.contactLinkRequested>
  | ReturnType<typeof actions.contactShareRequested>
  | ReturnType<typeof actions.contactUnlinkRequested>
  | ReturnType<typeof actions.taskLinkRequested>
  | ReturnType<typeof actions.taskUnlinkRequested>
  | ReturnType<typeof actions.fileUploadRequested>
  | ReturnType<typeof actions.fileRemoveRequested>;

/** The request and the success toast of a write beside the form. */
export function sideWriteOf(action: SideWrite): { request: ApiRequest; toast: string; tasks: boolean } {
  const { payload } = action;
  if (actions.watchRequested.match(action))
    return {
      request: protocolsApi.watch(action.payload.id, action.payload.watching ? 'watching' : 'not_watching'),
      toast: action.payload.watching ? 'watching' : 'notWatching',
      tasks: false,
    };
  if (actions.commentAddRequested.match(action))
    return { request: protocolsApi.addComment(action.payload.id, action.payload.body), toast: 'commentAdded', tasks: false };
  if (actions.commentChangeRequested.match(action))
    return {
      request: protocolsApi.changeComment(action.payload.id, action.payload.commentId, action.payload.body),
      toast: 'commentSaved',
      tasks: false,
    };
  if (actions.commentRemoveRequested.match(action))
    return { request: protocolsApi.removeComment(action.payload.id, action.payload.commentId), toast: 'commentDeleted', tasks: false };
  if (actions.contactLinkRequested.match(action))
    return {
      request: protocolsApi.linkContact(action.payload.id, action.payload.contactId, action.payload.public),
      toast: 'contactLinked',
      tasks: false,
    };
  if (actions.contactShareRequested.match(action))
    return {
      request: protocolsApi.shareContact(action.payload.id, action.payload.contactId, action.payload.public),
      toast: action.payload.public ? 'contactShared' : 'contactUnshared',
      tasks: false,
    };
  if (actions.contactUnlinkRequested.match(action))
    return { request: protocolsApi.unlinkContact(action.payload.id, action.payload.contactId), toast: 'contactUnlinked', tasks: false };
  if (actions.taskLinkRequested.match(action))
    return { request: protocolsApi.linkTask(action.payload.id, action.payload.taskId), toast: 'taskLinked', tasks: true };
  if (actions.taskUnlinkRequested.match(action))
    return { request: protocolsApi.unlinkTask(action.payload.id, action.payload.taskId), toast: 'taskUnlinked', tasks: true };
  if (actions.fileUploadRequested.match(action))
    return { request: protocolsApi.uploadFile(action.payload.id, action.payload.file), toast: 'fileUploaded', tasks: false };
  if (actions.fileRemoveRequested.match(action))
    return { request: protocolsApi.removeFile(action.payload.id, action.payload.fileId), toast: 'fileDeleted', tasks: false };
  throw new Error(`not a side write: ${(action as { type: string }).type} ${JSON.stringify(payload)}`);
}

/** Watch, comments, linked contacts and tasks, files: the write, a toast, and the protocol (or its tasks) read again. */
export function* sideWrite(action: SideWrite) {
  const { request, toast, tasks } = sideWriteOf(action);
  try {
    yield call(callApi, request);
    yield put({ ...actions.sideWriteSettled({ ok: true }), ...success(toast) });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.sideWriteSettled({ ok: false }), ...failure(code) });
  }
  if (tasks) yield call(loadTasks, action.payload.id);
  else yield call(loadProtocol, action.payload.id);
}

export function* downloadFile({ payload }: ReturnType<typeof actions.fileDownloadRequested>) {
  try {
    const blob: Blob = yield call(callApi, protocolsApi.download(payload.url));
    yield call(saveBlob, blob, payload.name);
  } catch (error) {
    yield put({ type: 'protocols/downloadFailed', ...failure(failureOf(error).code) });
  }
}

export function* printProtocol({ payload }: ReturnType<typeof actions.printRequested>) {
  try {
    const blob: Blob = yield call(callApi, protocolsApi.print(payload.id));
    yield call(saveBlob, blob, `${payload.name}.pdf`);
  } catch (error) {
    yield put({ type: 'protocols/printFailed', ...failure(failureOf(error).code) });
  }
}

export function* searchContacts({ payload }: ReturnType<typeof actions.contactSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const page: ContactListView = yield call(callApi, protocolsApi.searchContacts(payload));
    yield put(actions.contactSearchLoaded(page.data));
  } catch {
    yield put(actions.contactSearchFailed());
  }
}

export function* searchTasks({ payload }: ReturnType<typeof actions.taskSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const page: ListPage<LinkedTask> = yield call(callApi, protocolsApi.searchTasks(payload));
    yield put(actions.taskSearchLoaded(page.data.map(({ id, number, title, status }) => ({ id, number, title, status }))));
  } catch {
    yield put(actions.taskSearchFailed());
  }
}

/** A push, after the slice applied it (newer versions only): the open protocol's history and contact names follow it. */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const push = readProtocolPush(payload);
  const { detail }: ProtocolsState = yield call(state);
  if (detail.id !== push.id || !detail.view || push.kind !== 'changed' || detail.view.version !== push.view.version) return;
  yield call(loadContactNames, detail.view);
  const latest = detail.history.entries.at(-1)?.version ?? 0;
  if (detail.history.status === 'loaded' && latest < detail.view.version) yield call(loadHistory, push.id);
}

/** A push of a protocol not on the page (it may belong there now): the page is read again, once per burst; so is the home card. */
export function* rereadOutdated({ payload }: ReturnType<typeof actions.viewPushed>) {
  yield delay(LIST_REREAD_DELAY_MS);
  const { list, recent }: ProtocolsState = yield call(state);
  if (list.outdated && list.status === 'loaded') yield put(actions.listRequested());
  if (recent.status === 'loaded' && !recent.rows.some((row) => row.id === payload.id)) yield put(actions.recentRequested());
}

/** After a reconnect (pushes may have been missed): what is on screen, read again. */
export function* reread() {
  const { list, recent, detail }: ProtocolsState = yield call(state);
  if (list.status !== 'idle') yield put(actions.listRequested());
  if (recent.status !== 'idle') yield put(actions.recentRequested());
  if (detail.id) {
    yield call(loadProtocol, detail.id);
    yield put(actions.tasksRequested());
  }
}

export const protocolsFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.recentRequested.type, worker: loadRecent, latest: true },
  { pattern: actions.lookupsNeeded.type, worker: ensureLookups },
  { pattern: actions.createRequested.type, worker: createProtocol },
  { pattern: actions.opened.type, worker: openProtocol, latest: true },
  { pattern: actions.reloadRequested.type, worker: reloadProtocol, latest: true },
  { pattern: actions.conflictDiscarded.type, worker: reloadProtocol, latest: true },
  { pattern: actions.tasksRequested.type, worker: requestTasks, latest: true },
  { pattern: actions.historyRequested.type, worker: requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: requestCompare, latest: true },
  { pattern: actions.saveRequested.type, worker: saveProtocol },
  { pattern: actions.conflictReapplied.type, worker: reapplyAfterConflict },
  { pattern: actions.deleteRequested.type, worker: deleteProtocol },
  {
    pattern: (action) =>
      [
        actions.watchRequested,
        actions.commentAddRequested,
        actions.commentChangeRequested,
        actions.commentRemoveRequested,
        actions.contactLinkRequested,
        actions.contactShareRequested,
        actions.contactUnlinkRequested,
        actions.taskLinkRequested,
        actions.taskUnlinkRequested,
        actions.fileUploadRequested,
        actions.fileRemoveRequested,
      ].some((creator) => creator.match(action)),
    worker: sideWrite,
  },
  { pattern: actions.fileDownloadRequested.type, worker: downloadFile },
  { pattern: actions.printRequested.type, worker: printProtocol },
  { pattern: actions.contactSearchRequested.type, worker: searchContacts, latest: true },
  { pattern: actions.taskSearchRequested.type, worker: searchTasks, latest: true },
  { pattern: actions.viewPushed.type, worker: applyPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
