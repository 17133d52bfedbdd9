import type { NotificationView } from '@kollab/contracts';

/** A page read after the ones held ("Mehr laden"): appended, without the rows held already (new ones shift the pages). */
export function rowsAppended(held: readonly NotificationView[], page: readonly NotificationView[]): NotificationView[] {
  const ids = new Set(held.map((row) => row.id));
  return [...held, ...page.filter((row) => !ids.has(row.id))];
}

/**
 * The first page read again (a push, a reconnect) while more pages are held: its rows lead (new and regrouped ones
 * first, the held ones as the server has them now), the other held rows follow.
 */
export function rowsRefreshed(held: readonly NotificationView[], first: readonly NotificationView[]): NotificationView[] {
  const ids = new Set(first.map((row) => row.id));
  return [...first, ...held.filter((row) => !ids.has(row.id))];
}

/** Where a line leads: the item's page (a survey: answering it; an export: its row on the reports page); null for item kinds not known here. */
export function itemPath(item: NotificationView['item']): string | null {
  const id = encodeURIComponent(item.id);
  const kind: string = item.kind;
  switch (kind) {
    case 'task':
      return `/tasks/${id}`;
    case 'survey':
      return `/surveys/${id}/answer`;
    case 'offer':
      return `/offers/${id}`;
    case 'export':
      return `/reports?export=${id}`;
    default:
      return null;
  }
}
