/**
 * The names of an account's teams, for what other contexts show or print (the tasks and
 * protocols PDFs). Provided by the teams context's global public module, from its read
 * models.
 */
export interface TeamNames {
  /** A map team id → name of the given teams of the account (unknown or other accounts' ids are absent). */
  namesOf(accountId: string, teamIds: readonly string[]): Promise<Map<string, string>>;
}

export const TEAM_NAMES = Symbol('TEAM_NAMES');
