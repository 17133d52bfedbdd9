/**
 * Presence (who else has an item open), the one client → server exchange on the socket
 * (server core/realtime README): `presence/join` with an ack, `presence/leave`, and the
 * server's `presence/changed` to everyone viewing the item.
 */
export const PRESENCE_JOIN = 'presence/join';
export const PRESENCE_LEAVE = 'presence/leave';
export const PRESENCE_CHANGED = 'presence/changed';

/** The kinds of items with presence. */
export const PRESENCE_KINDS = ['task', 'protocol', 'offer'] as const;
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

/** The item a join or leave is about (`presence/join`, `presence/leave` payload). */
export interface PresenceTarget {
  kind: PresenceKind;
  id: string;
}

/** Someone who has the item open: the user's display name (full name, else username). */
export interface PresenceViewer {
  user_id: string;
  name: string;
}

/** `presence/changed`: everyone who has the item open now (self included), one entry per user. */
export interface PresenceChangedMessage extends PresenceTarget {
  viewers: PresenceViewer[];
}

/** The ack of `presence/join`: the viewers, or why not (`request.validation_failed`, `request.not_found`). */
export type PresenceJoinReply = { ok: true; viewers: PresenceViewer[] } | { ok: false; code: string };

export function isPresenceTarget(value: unknown): value is PresenceTarget {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id } = value as Record<string, unknown>;
  return (PRESENCE_KINDS as readonly unknown[]).includes(kind) && typeof id === 'string' && id.length > 0 && id.length <= 100;
}

/** The room of an item's viewers; made by the server only, from the socket's own account. */
export const presenceRoom = (accountId: string, kind: PresenceKind, id: string) => `presence:${accountId}:${kind}:${id}`;
