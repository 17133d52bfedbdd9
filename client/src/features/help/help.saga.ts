import { call, put, takeLatest } from 'redux-saga/effects';
import type { HelpView } from '@kollab/contracts';
import { callApi } from '../session';
import { helpApi } from './help.api';
import { helpActions } from './help.slice';

export function* loadHelp() {
  try {
    const content: HelpView = yield call(callApi, helpApi.help());
    yield put(helpActions.contentLoaded(content));
  } catch {
    yield put(helpActions.contentFailed());
  }
}

export function* helpSaga() {
  yield takeLatest(helpActions.drawerOpened.type, loadHelp);
}
