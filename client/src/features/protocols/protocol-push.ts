import type { DeletedProtocolView, PortalProtocolView, ProtocolView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/** A protocol as the caller sees it: staff get the ProtocolView, portal users the PortalProtocolView. */
export type ShownProtocol = ProtocolView | PortalProtocolView;

/** Whether the view is the staff one (with teams, viewers, watchers, contacts, published). */
export const isStaffView = (view: ShownProtocol): view is ProtocolView => 'published' in view;

/** What a `protocols/protocolChanged` push says: the protocol as it is now, or that it is gone (at which version). */
export type ProtocolPush = { id: string; kind: 'changed'; view: ShownProtocol } | { id: string; kind: 'deleted'; version: number | null };

export function readProtocolPush(message: ViewChangedMessage): ProtocolPush {
  const view = message.view as ShownProtocol | DeletedProtocolView | null;
  if (view === null) return { id: message.id, kind: 'deleted', version: null };
  if ('deleted' in view && view.deleted) return { id: message.id, kind: 'deleted', version: view.version };
  return { id: message.id, kind: 'changed', view: view as ShownProtocol };
}

/** A push applies only when it is newer than what is shown (a late or repeated push is ignored). */
export function isNewerPush(push: ProtocolPush, shownVersion: number | null | undefined): boolean {
  if (shownVersion === null || shownVersion === undefined) return true;
  const version = push.kind === 'changed' ? push.view.version : push.version;
  return version === null || version > shownVersion;
}

/**
 * Applies a push to listed rows: a listed row takes a newer version in place (or leaves on a
 * deletion); a protocol not listed may belong on the page now, so the list is marked outdated.
 */
export function rowsAfterPush(rows: readonly ShownProtocol[], push: ProtocolPush): { rows: ShownProtocol[]; removed: boolean; outdated: boolean } {
  const index = rows.findIndex((row) => row.id === push.id);
  if (index < 0) return { rows: [...rows], removed: false, outdated: push.kind === 'changed' };
  if (!isNewerPush(push, rows[index].version)) return { rows: [...rows], removed: false, outdated: false };
  if (push.kind === 'deleted') return { rows: rows.filter((row) => row.id !== push.id), removed: true, outdated: false };
  const next = [...rows];
  next[index] = push.view;
  return { rows: next, removed: false, outdated: false };
}
