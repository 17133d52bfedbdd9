/** The open contact's logo: downloaded with the auth headers and shown from an object URL. */
import { call, put, select } from 'redux-saga/effects';
import type { ContactView } from '@kollab/contracts';
import { callApi } from '../session';
import { contactsApi } from './contacts.api';
import { contactsActions as actions, selectContactDetail, type ContactDetailState, type ShownLogo } from './contacts.slice';

/** An object URL for a downloaded picture (jsdom has none: null). */
export function objectUrlOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

export function revokeObjectUrl(url: string) {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** Shows the logo of `view` (downloaded with the auth headers) unless it is already shown. */
export function* syncLogo(view: ContactView) {
  const { logo }: ContactDetailState = yield select(selectContactDetail);
  if (logo?.source === view.logo) return;
  if (logo) yield call(revokeObjectUrl, logo.url);
  let shown: ShownLogo | null = null;
  if (view.logo) {
    try {
      const blob: Blob = yield call(callApi, contactsApi.file(view.logo));
      const url: string | null = yield call(objectUrlOf, blob);
      shown = url ? { source: view.logo, url } : null;
    } catch {
      shown = null;
    }
  }
  yield put(actions.logoShown(shown));
}
