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
  actorId: string | null;
  occurredAt: string;
  position: number;
  changes: FieldChange[];
}
