import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/** What an item's `<context>/<view>Changed` push says: the item as it is now, or that it is gone (at which version). */
export type ItemPush<V> = { id: string; kind: 'changed'; view: V } | { id: string; kind: 'deleted'; version: number | null };

/** A shown item: its id and the version it is at. */
export interface VersionedItem {
  id: string;
  version: number;
}

/** Reads a push: a null view, or one marked `deleted` (a deleted or revoked item), says the item is gone. */
export function readItemPush<V>(message: ViewChangedMessage): ItemPush<V> {
  const view = message.view as V | { deleted?: boolean; version: number } | null;
  if (view === null) return { id: message.id, kind: 'deleted', version: null };
  if (typeof view === 'object' && 'deleted' in view && view.deleted) return { id: message.id, kind: 'deleted', version: view.version };
  return { id: message.id, kind: 'changed', view: view as V };
}

/** A push applies only when it is newer than what is shown (a late or repeated push is ignored; a deletion without a version always applies). */
export function isNewerPush<V extends VersionedItem>(push: ItemPush<V>, shownVersion: number | null | undefined): boolean {
  if (shownVersion === null || shownVersion === undefined) return true;
  const version = push.kind === 'changed' ? push.view.version : push.version;
  return version === null || version > shownVersion;
}
