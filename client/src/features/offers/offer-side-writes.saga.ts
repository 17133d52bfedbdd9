/** The writes beside the form: status, publish, recalculation, watch, viewers, comments. */
import { call } from 'redux-saga/effects';
import type { ApiRequest } from '../../lib/api/http';
import { loadOffer, offerFlows } from './offer-detail.saga';
import { offersApi } from './offers.api';
import { offersActions as actions } from './offers.slice';

export const SIDE_WRITES = [
  actions.statusRequested,
  actions.publishRequested,
  actions.recalculateRequested,
  actions.watchRequested,
  actions.viewerAddRequested,
  actions.viewerRemoveRequested,
  actions.commentAddRequested,
  actions.commentChangeRequested,
  actions.commentRemoveRequested,
] as const;

export type SideWrite = ReturnType<(typeof SIDE_WRITES)[number]>;

/** The request and the success toast of a write beside the form. */
export function sideWriteOf(action: SideWrite): { request: ApiRequest; toast: string } {
  if (actions.statusRequested.match(action)) {
    const { id, version, status, outcome } = action.payload;
    return {
      request: offersApi.status(id, status === 'closed' ? { status, outcome } : { status }, version),
      toast: status === 'closed' ? `closed_${outcome}` : `status_${status}`,
    };
  }
  if (actions.publishRequested.match(action)) {
    const { id, version, published } = action.payload;
    return { request: offersApi.change(id, { published }, version), toast: published ? 'published' : 'unpublished' };
  }
  if (actions.recalculateRequested.match(action))
    return { request: offersApi.recalculate(action.payload.id, action.payload.version), toast: 'recalculated' };
  if (actions.watchRequested.match(action))
    return {
      request: offersApi.watch(action.payload.id, action.payload.watching ? 'watching' : 'not_watching'),
      toast: action.payload.watching ? 'watching' : 'notWatching',
    };
  if (actions.viewerAddRequested.match(action))
    return { request: offersApi.addViewer(action.payload.id, action.payload.userId), toast: 'viewerAdded' };
  if (actions.viewerRemoveRequested.match(action))
    return { request: offersApi.removeViewer(action.payload.id, action.payload.userId), toast: 'viewerRemoved' };
  if (actions.commentAddRequested.match(action))
    return { request: offersApi.addComment(action.payload.id, action.payload.body), toast: 'commentAdded' };
  if (actions.commentChangeRequested.match(action))
    return { request: offersApi.changeComment(action.payload.id, action.payload.commentId, action.payload.body), toast: 'commentSaved' };
  return { request: offersApi.removeComment(action.payload.id, action.payload.commentId), toast: 'commentDeleted' };
}

/** A write beside the form: the call, a toast (a refusal by its code), and the offer read again. */
export function* sideWrite(action: SideWrite) {
  const { request, toast } = sideWriteOf(action);
  yield call(offerFlows.writeBeside, request, toast);
  yield call(loadOffer, action.payload.id);
}
