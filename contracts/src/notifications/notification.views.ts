/**
 * Why a user is told (issue 17). This session's rules: assigned to a task or removed from it;
 * a task they are assigned to, watch or wrote changed its status, due date or title; a comment
 * on such a task.
 */
export const NOTIFICATION_KINDS = ['assigned', 'unassigned', 'changed', 'commented'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The item a notification is about, as it was named when the notification was made or last grouped. */
export interface NotificationItemView {
  kind: 'task';
  id: string;
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
