/**
 * Why a user is told (issue 17): assigned to a task or removed from it; a task they are
 * assigned to, watch or wrote changed its status, due date or title, got a comment, is due
 * tomorrow or became overdue; a survey was assigned to them, or its reminder came; an offer
 * they wrote became overdue; an export or a report run for them is ready; an item started or
 * stopped matching a saved filter they subscribed to.
 */
export const NOTIFICATION_KINDS = [
  'assigned',
  'unassigned',
  'changed',
  'commented',
  'overdue',
  'due_tomorrow',
  'survey_assigned',
  'survey_reminder',
  'offer_overdue',
  'export_ready',
  'filter_matched',
  'filter_unmatched',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The item a notification is about, as it was named when the notification was made or last grouped. */
export const NOTIFICATION_ITEM_KINDS = ['task', 'survey', 'offer', 'export'] as const;
export type NotificationItemKind = (typeof NOTIFICATION_ITEM_KINDS)[number];

export interface NotificationItemView {
  kind: NotificationItemKind;
  id: string;
  /** The item's title (an export: its file's name). */
  title: string;
  number: string | null;
}

/**
 * GET v1/notifications: one row per item and burst — what happened to the same item within a
 * minute is one notification (`count` of them; `kinds` and `fields` all of theirs).
 */
export interface NotificationView {
  id: string;
  /** The first of `kinds`. */
  kind: NotificationKind;
  kinds: NotificationKind[];
  item: NotificationItemView;
  /** Who did it (the last of the group); null for the system (a job). */
  actor_id: string | null;
  /** The fields a change touched (`status`, `due_date`, `title`). */
  fields: string[];
  count: number;
  /** filter_matched / filter_unmatched: the saved filter (its subscription) the item entered or left. */
  subscription: { id: string; name: string } | null;
  read: boolean;
  created_at: string;
  updated_at: string;
}

export interface NotificationListView {
  data: NotificationView[];
  meta: { page: number; limit: number; total: number };
}

/** GET v1/notifications/unread_count and the push `notifications/changed` (the client shows 99+ above 99). */
export interface NotificationCountView {
  count: number;
}
