/** What the task screens save as files: the list and a task as PDFs, a task's files. */
import { call, put } from 'redux-saga/effects';
import { failureOf } from '../../lib/api/failure';
import { saveBlob } from '../../lib/save-blob';
import { callApi } from '../session';
import { failure } from './task-notices';
import { tasksApi } from './tasks.api';
import { tasksActions as actions } from './tasks.slice';

export function* printList({ payload }: ReturnType<typeof actions.listPrintRequested>) {
  try {
    const blob: Blob = yield call(callApi, tasksApi.printList(payload));
    yield call(saveBlob, blob, 'tasks.pdf');
  } catch (error) {
    yield put({ type: 'tasks/printRejected', ...failure(failureOf(error).code) });
  }
}

export function* printTask({ payload }: ReturnType<typeof actions.printRequested>) {
  try {
    const blob: Blob = yield call(callApi, tasksApi.print(payload.id));
    yield call(saveBlob, blob, `${payload.number ?? 'task'}.pdf`);
  } catch (error) {
    yield put({ type: 'tasks/printRejected', ...failure(failureOf(error).code) });
  }
}

export function* downloadFile({ payload }: ReturnType<typeof actions.fileDownloadRequested>) {
  try {
    const blob: Blob = yield call(callApi, tasksApi.download(payload.url));
    yield call(saveBlob, blob, payload.name);
  } catch (error) {
    yield put({ type: 'tasks/downloadRejected', ...failure(failureOf(error).code) });
  }
}
