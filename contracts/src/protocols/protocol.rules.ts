import { isYmdDate } from '../contacts/contact.rules';

/** Seed §5 Protocol: title required, max 255. */
export const PROTOCOL_TITLE_MAX = 255;
/** The body as sent (HTML, before sanitising) and as stored (after): at most this many characters. */
export const PROTOCOL_BODY_MAX = 100_000;
/** Attendees, viewers and teams of one protocol: at most this many each. */
export const PROTOCOL_LIST_MAX = 200;
/** A comment's text (plain text, shown escaped). */
export const PROTOCOL_COMMENT_MAX = 5_000;

/** PATCH v1/protocols/{id}/watch {status} (seed §4: the values are not shown; ours). */
export const PROTOCOL_WATCH_STATUSES = ['watching', 'not_watching'] as const;
export type ProtocolWatchStatus = (typeof PROTOCOL_WATCH_STATUSES)[number];

/** `filter[published_status]` of GET v1/protocols. */
export const PROTOCOL_PUBLISHED_STATUSES = ['draft', 'published'] as const;
export type ProtocolPublishedStatus = (typeof PROTOCOL_PUBLISHED_STATUSES)[number];

/** Fields GET v1/protocols sorts by; `-field` sorts descending. */
export const PROTOCOL_ORDER_FIELDS = ['date', 'title', 'number', 'created_at', 'updated_at'] as const;
export const PROTOCOL_ORDERS = [...PROTOCOL_ORDER_FIELDS, ...PROTOCOL_ORDER_FIELDS.map((field) => `-${field}` as const)];
export type ProtocolOrder = (typeof PROTOCOL_ORDERS)[number];

/**
 * `filter[date]`: one day `YYYY-MM-DD`, or a range `YYYY-MM-DD..YYYY-MM-DD` (either end
 * may be left open: `2026-03-01..`, `..2026-03-31`). Both ends are included.
 */
export function parseDateFilter(value: string): { from?: string; to?: string } | undefined {
  const trimmed = value.trim();
  const parts = trimmed.split('..');
  if (parts.length === 1) return isYmdDate(trimmed) ? { from: trimmed, to: trimmed } : undefined;
  if (parts.length !== 2) return undefined;
  const [from, to] = parts.map((part) => part.trim());
  if ((from && !isYmdDate(from)) || (to && !isYmdDate(to)) || (!from && !to)) return undefined;
  if (from && to && from > to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
