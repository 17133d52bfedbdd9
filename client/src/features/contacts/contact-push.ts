import type { ContactView, DeletedContactView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/** What a `contacts/contactChanged` push says: the contact as it is now, or that it is gone (at which version). */
export type ContactPush = { id: string; kind: 'changed'; view: ContactView } | { id: string; kind: 'deleted'; version: number | null };

export function readContactPush(message: ViewChangedMessage): ContactPush {
  const view = message.view as ContactView | DeletedContactView | null;
  if (view === null) return { id: message.id, kind: 'deleted', version: null };
  if ('deleted' in view && view.deleted) return { id: message.id, kind: 'deleted', version: view.version };
  return { id: message.id, kind: 'changed', view: view as ContactView };
}

/** A push is applied only when it is newer than the state shown (a late or repeated push is ignored). */
export function isNewer(push: ContactPush, shownVersion: number | null | undefined): boolean {
  if (shownVersion === null || shownVersion === undefined) return true;
  const version = push.kind === 'changed' ? push.view.version : push.version;
  // a deletion without a version (view null) always applies
  return version === null || version > shownVersion;
}
