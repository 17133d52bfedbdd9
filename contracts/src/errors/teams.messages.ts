/** Error codes of the teams context, with German and English texts. */
export const TEAMS_MESSAGES = {} as const satisfies Record<string, { de: string; en: string }>;
