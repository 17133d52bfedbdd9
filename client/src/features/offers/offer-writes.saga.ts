/** Creating, saving (a 409 opens the conflict) and deleting an offer. */
import { call, getContext, put } from 'redux-saga/effects';
import type { OfferView, WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { callApi, DEPS, type SessionDeps } from '../session';
import { conflictOf } from '../collab/conflict-of';
import { loadOffer, pastView } from './offer-detail.saga';
import { OFFER_FIELDS } from './offer-fields';
import { currentState, failure, notice, STALE_CODE, success } from './offer-saga-kit';
import { offersApi } from './offers.api';
import { offersActions as actions } from './offers.slice';
import type { OffersState } from './offers.state';

export function* createOffer({ payload }: ReturnType<typeof actions.createRequested>) {
  try {
    const result: WriteResult = yield call(callApi, offersApi.create(payload));
    yield put({ ...actions.createAccepted({ id: result.id }), ...success('created') });
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(deps.navigate, `/offers/${result.id}`);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.createRejected({ code, fieldErrors }), ...failure(code) });
  }
}

/**
 * PATCH with If-Match = the version the form started from, only the changed fields. A 409
 * (stale version): the base version and the current one are read, and the conflict (theirs,
 * mine, clashes) goes to the dialog. Other refusals (422 field errors, a closed offer's
 * calculation) stay with the form.
 */
export function* saveOffer({ payload }: ReturnType<typeof actions.saveRequested>) {
  const { id, base, changes } = payload;
  try {
    yield call(callApi, offersApi.change(id, changes, base.version));
    yield put({ ...actions.saveAccepted(), ...success('saved') });
    yield call(loadOffer, id);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    if (code !== STALE_CODE) {
      yield put({ ...actions.saveRejected({ code, fieldErrors }), ...failure(code) });
      return;
    }
    try {
      const current: OfferView = yield call(callApi, offersApi.get(id));
      let before: OfferView = base;
      try {
        before = yield call(pastView, id, { version: base.version });
      } catch {
        // the form's own copy of the base serves as well
      }
      const mine = { ...before, ...changes };
      const conflict = conflictOf(before as unknown as Record<string, unknown>, current as unknown as Record<string, unknown>, mine, OFFER_FIELDS);
      yield put(actions.loaded(current));
      yield put({
        ...actions.conflictDetected({ base: before, current, changes, conflict }),
        ...notice({ severity: 'warning', message: 'offers:toasts.stale' }),
      });
    } catch (reread) {
      const refused = failureOf(reread);
      yield put({ ...actions.saveRejected({ code: refused.code, fieldErrors: null }), ...failure(refused.code) });
    }
  }
}

/** "Re-apply my changes": my changed fields again, based on the current version (their other changes stay). */
export function* reapplyAfterConflict() {
  const { detail }: OffersState = yield call(currentState);
  if (!detail.conflict || !detail.id) return;
  const { current, changes } = detail.conflict;
  yield put(actions.saveRequested({ id: detail.id, base: current, changes }));
}

export function* deleteOffer({ payload }: ReturnType<typeof actions.deleteRequested>) {
  try {
    yield call(callApi, offersApi.remove(payload.id, payload.version));
    yield put({ ...actions.deleteAccepted(), ...success('deleted') });
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(deps.navigate, '/offers');
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.sideWriteSettled({ ok: false }), ...failure(code) });
    if (code === STALE_CODE) yield call(loadOffer, payload.id);
  }
}
