/**
 * The display names of users, for what history entries and shared views show (full name,
 * else user name). A port of the core: the identity context provides it globally; without
 * it (tests of the spine alone) names are null.
 */
export interface ActorNames {
  /** A map user id → display name of the given users; unknown (or erased) users are absent. */
  namesOf(userIds: readonly string[]): Promise<Map<string, string>>;
}

export const ACTOR_NAMES = Symbol('ACTOR_NAMES');
