import type { DeletedTaskView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { ShownTask } from './tasks.state';

/** What a `tasks/taskChanged` push says: the task as it is now, or that it is gone (at which version). */
export type TaskPush = { id: string; kind: 'changed'; view: ShownTask } | { id: string; kind: 'deleted'; version: number | null };

export function readTaskPush(message: ViewChangedMessage): TaskPush {
  const view = message.view as ShownTask | DeletedTaskView | null;
  if (view === null) return { id: message.id, kind: 'deleted', version: null };
  if ('deleted' in view && view.deleted) return { id: message.id, kind: 'deleted', version: view.version };
  return { id: message.id, kind: 'changed', view: view as ShownTask };
}

/** A push applies only when it is newer than what is shown (a late or repeated push is ignored). */
export function isNewerPush(push: TaskPush, shownVersion: number | null | undefined): boolean {
  if (shownVersion === null || shownVersion === undefined) return true;
  const version = push.kind === 'changed' ? push.view.version : push.version;
  return version === null || version > shownVersion;
}

/**
 * Applies a push to listed rows: a listed row takes a newer version in place (or leaves on a
 * deletion); a task not listed may belong on the page now, so the list is marked outdated.
 */
export function rowsAfterPush(rows: readonly ShownTask[], push: TaskPush): { rows: ShownTask[]; removed: boolean; outdated: boolean } {
  const index = rows.findIndex((row) => row.id === push.id);
  if (index < 0) return { rows: [...rows], removed: false, outdated: push.kind === 'changed' };
  if (!isNewerPush(push, rows[index].version)) return { rows: [...rows], removed: false, outdated: false };
  if (push.kind === 'deleted') return { rows: rows.filter((row) => row.id !== push.id), removed: true, outdated: false };
  const next = [...rows];
  next[index] = push.view;
  return { rows: next, removed: false, outdated: false };
}
