import type { EntityAdapter, EntityId, EntityState } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/** A view as the server versions it (its stream version). */
export interface Versioned {
  version: number;
}

/** The version a push carries (its view's `version`), or null for a deletion or a view without one. */
export function pushedVersion(message: ViewChangedMessage): number | null {
  const view = message.view as Partial<Versioned> | null;
  return view && typeof view.version === 'number' ? view.version : null;
}

/** True when the push is a newer state of `current` than the one shown (an older or equal push is a late echo). */
export function isNewerPush(current: Versioned | null | undefined, message: ViewChangedMessage): boolean {
  if (!current) return false;
  const version = pushedVersion(message);
  return version !== null && version > current.version;
}

/**
 * For features whose push carries exactly the view they list: upsert it when its version
 * is newer than the row's (or the row is new), remove the row on a deletion (view null).
 * Returns whether anything changed. Call it from the slice's `viewPushed` reducer.
 */
export function upsertIfNewer<T extends Versioned, Id extends EntityId>(
  adapter: EntityAdapter<T, Id>,
  state: EntityState<T, Id>,
  message: ViewChangedMessage<T>,
): boolean {
  const id = message.id as Id;
  const current = state.entities[id];
  if (message.view === null) {
    if (!current) return false;
    adapter.removeOne(state, id);
    return true;
  }
  if (current && current.version >= message.view.version) return false;
  adapter.upsertOne(state, message.view);
  return true;
}
