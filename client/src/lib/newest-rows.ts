import type { EntityAdapter, EntityState } from '@reduxjs/toolkit';
import { isNewerPush, type ItemPush, type VersionedItem } from './item-push';

/*
 * A list keeps each row at its newest version. Apart from item-push.ts, which the contacts
 * slices on the login page's path use, so that this stays in the lazily loaded lists' code.
 */

/**
 * Applies a push to the rows of a list page: a listed row takes a newer version in place (or
 * leaves on a deletion); an item not listed may belong on the page now, so the list is marked
 * outdated (the feature's saga re-reads the page once per burst of such pushes).
 */
export function rowsAfterPush<V extends VersionedItem>(rows: readonly V[], push: ItemPush<V>): { rows: V[]; removed: boolean; outdated: boolean } {
  const index = rows.findIndex((row) => row.id === push.id);
  if (index < 0) return { rows: [...rows], removed: false, outdated: push.kind === 'changed' };
  if (!isNewerPush(push, rows[index].version)) return { rows: [...rows], removed: false, outdated: false };
  if (push.kind === 'deleted') return { rows: rows.filter((row) => row.id !== push.id), removed: true, outdated: false };
  const next = [...rows];
  next[index] = push.view;
  return { rows: next, removed: false, outdated: false };
}

/** An item read again (after a write or a push) replaces the held one unless that one is newer. */
export function upsertUnlessOlder<V extends VersionedItem>(adapter: EntityAdapter<V, string>, list: EntityState<V, string>, view: V): void {
  const current = list.entities[view.id];
  if (!current || current.version <= view.version) adapter.upsertOne(list, view);
}
