/** Creating, saving (a 409 opens the conflict) and deleting a protocol. */
import { call, getContext, put } from 'redux-saga/effects';
import type { ProtocolView, WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { callApi, DEPS, type SessionDeps } from '../session';
import { conflictOf } from '../collab/conflict-of';
import { loadProtocol, pastView } from './protocol-detail.saga';
import { PROTOCOL_FIELDS } from './protocol-fields';
import { failure, notice, STALE_CODE, currentState, success } from './protocol-saga-kit';
import { protocolsApi } from './protocols.api';
import { protocolsActions as actions } from './protocols.slice';
import type { ProtocolsState } from './protocols.state';

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
  const { detail }: ProtocolsState = yield call(currentState);
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
