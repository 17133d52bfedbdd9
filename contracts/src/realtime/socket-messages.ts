/**
 * Server → client push: `<context>/<view>Changed`, carrying the changed view (or
 * null when it was deleted) and the global position of the event that changed it.
 */
export interface ViewChangedMessage<View = unknown> {
  collection: string;
  id: string;
  view: View | null;
  position: number;
}

export function viewChangedEvent(context: string, view: string): string {
  return `${context}/${view}Changed`;
}

/** Room names are made by the server only; clients never choose them. */
export const rooms = {
  account: (accountId: string) => `account:${accountId}`,
  team: (accountId: string, teamId: string) => `team:${accountId}:${teamId}`,
  /** The members of an account holding a role (`user` for staff-only views, `manager`). */
  role: (accountId: string, role: string) => `role:${accountId}:${role}`,
  user: (userId: string) => `user:${userId}`,
};

/**
 * Server → client, sent just before the server disconnects a socket whose access to its
 * account has ended (the member was deactivated or removed, the account is gone): `code`
 * says why (`account.invalid`). The client reloads its Account signature, which fails
 * the same way, and leaves the account (server core/realtime README, "Access changes").
 */
export const SESSION_REVOKED = 'session/revoked';

export interface SessionRevokedMessage {
  code: 'account.invalid';
}
