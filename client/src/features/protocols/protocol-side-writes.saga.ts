/** The writes beside the form (watch, comments, linked contacts and tasks, files), and the files to save. */
import { call, put } from 'redux-saga/effects';
import { failureOf } from '../../lib/api/failure';
import type { ApiRequest } from '../../lib/api/http';
import { saveBlob } from '../../lib/save-blob';
import { callApi } from '../session';
import { loadProtocol, loadTasks, protocolFlows } from './protocol-detail.saga';
import { toasts } from './protocol-saga-kit';
import { protocolsApi } from './protocols.api';
import { protocolsActions as actions } from './protocols.slice';

export type SideWrite =
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
  yield call(protocolFlows.writeBeside, request, toast);
  if (tasks) yield call(loadTasks, action.payload.id);
  else yield call(loadProtocol, action.payload.id);
}

export function* downloadFile({ payload }: ReturnType<typeof actions.fileDownloadRequested>) {
  try {
    const blob: Blob = yield call(callApi, protocolsApi.download(payload.url));
    yield call(saveBlob, blob, payload.name);
  } catch (error) {
    yield put({ type: 'protocols/downloadFailed', ...toasts.failure(failureOf(error).code) });
  }
}
