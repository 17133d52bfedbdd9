/** One field an event changed: its path (`title`, `assignees.<user>.status`) and the values before and after. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * One entry of an item's history (`GET v1/<items>/{id}/history` answers `{ data: HistoryEntry[] }`,
 * oldest first): who did what when, and which fields it changed.
 */
export interface HistoryEntry {
  version: number;
  type: string;
  /** The user who caused the event; null for the system (jobs, reactions). */
  actor_id: string | null;
  /** That user's display name (full name, else user name); null for the system or a user who no longer exists. */
  actor_name: string | null;
  occurred_at: string;
  position: number;
  /** The fields the event set or changed; a field that went from unset to empty (null, '', [], {}) is not listed. */
  changes: FieldChange[];
}
